<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>RoguelikeNarration</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energynarration.cpp" line="+18"/>
        <source>walk %1</source>
        <translation>向%1走</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attack %1</source>
        <translation>攻击%1方</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>open the door %1</source>
        <translation>打开%1方的门</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rest %1 turn(s)</source>
        <translation>休息 %1 回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>change its speed by %1</source>
        <translation>速度改变 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>action #%1</source>
        <translation>行动 #%1</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Turn %1 begins: the %2 actor(s) of the queue are visited in order</source>
        <translation>第 %1 回合开始：依次访问队列中的 %2 个角色</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Visit %1 of turn %2: %3 is the current actor, with %4 energy</source>
        <translation>第 %2 回合第 %1 次访问：当前角色是 %3，能量 %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no action queued, so its %2 brain decides: it queues %3 action(s)</source>
        <translation>%1 的队列中没有行动，由它的 %2 大脑决定：加入 %3 个行动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s brain queues &apos;%2&apos; at place %3</source>
        <translation>%1 的大脑把“%2”放入队列第 %3 位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player&apos;s input &apos;%2&apos; is queued for %1 at place %3</source>
        <translation>玩家的输入“%2”放入 %1 的队列第 %3 位</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 waits for the player&apos;s input: the game loop returns and the queue does not move on</source>
        <translation>%1 等待玩家输入：游戏循环返回，队列不前进</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cannot take that input, so the player is asked again</source>
        <translation>%1 不能接受该输入，因此再次询问玩家</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s %2 brain queues nothing: the game loop returns without moving on, and the game stalls</source>
        <translation>%1 的 %2 大脑没有加入任何行动：游戏循环不前进就返回，游戏停滞</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 gains %2 energy for its speed %3 (%4 table): it has %5</source>
        <translation>%1 按速度 %3 获得 %2 点能量（%4 表）：共 %5 点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has %2 energy, at least the %3 an action costs: it acts</source>
        <translation>%1 有 %2 点能量，不低于行动消耗 %3：它行动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has %2 energy, less than the %3 an action costs: it waits</source>
        <translation>%1 有 %2 点能量，低于行动消耗 %3：它等待</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 performs its queued action: %2</source>
        <translation>%1 执行队列中的行动：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 performs the alternative: %2</source>
        <translation>%1 执行替代行动：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s action succeeds and is done</source>
        <translation>%1 的行动成功并完成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s action fails and offers no alternative</source>
        <translation>%1 的行动失败，也没有替代行动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s action cannot be done as it is, and offers an alternative: %2</source>
        <translation>%1 的行动无法照原样执行，给出替代行动：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s action succeeds but is not done yet</source>
        <translation>%1 的行动成功，但尚未完成</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s action succeeded, so it spends %2 energy: %3 left</source>
        <translation>%1 的行动成功，因此消耗 %2 点能量：剩 %3 点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s action failed, so it spends no energy: a failed action costs no turn (%3 energy)</source>
        <translation>%1 的行动失败，因此不消耗能量：失败的行动不占用行动机会（能量 %3）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%2&apos; is not done: it stays at the head of %1&apos;s queue</source>
        <translation>“%2”尚未完成：留在 %1 的队列首位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%2&apos; is done and leaves %1&apos;s queue (%3 left)</source>
        <translation>“%2”已完成，离开 %1 的队列（剩 %3 个）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%2&apos; is done and goes to the back of %1&apos;s queue (%3 in it)</source>
        <translation>“%2”已完成，移到 %1 的队列末尾（队列中 %3 个）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The actor queue moves on: %2 is next</source>
        <translation>角色队列前进：下一个是 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The actor queue moves on: every actor has had its visit, so the turn is over and %2 is next</source>
        <translation>角色队列前进：所有角色都已被访问，本回合结束，下一个是 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cannot walk %2 to (%3, %4): a wall is there</source>
        <translation>%1 无法向%2走到 (%3, %4)：那里是墙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot walk %2 to (%3, %4): a wall corner is in the way</source>
        <translation>%1 无法向%2走到 (%3, %4)：墙角挡住了去路</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot walk %2 to (%3, %4): it is off the map</source>
        <translation>%1 无法向%2走到 (%3, %4)：那里在地图之外</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot walk %2 to (%3, %4)</source>
        <translation>%1 无法向%2走到 (%3, %4)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 opens %2 at (%3, %4)</source>
        <translation>%1 打开 (%3, %4) 的 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 finds no closed door %2 of it, at (%3, %4)</source>
        <translation>%1 的%2方 (%3, %4) 没有关着的门</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 attacks %2, but nobody is at (%3, %4)</source>
        <translation>%1 向%2攻击，但 (%3, %4) 没有人</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 rests: turn %2 of %3</source>
        <translation>%1 休息：%3 回合中的第 %2 回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s speed changes from %2 to %3: it now gains %4 energy a visit (%5 table)</source>
        <translation>%1 的速度从 %2 变为 %3：今后每次访问获得 %4 点能量（%5 表）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 leaves the actor queue: %2 actor(s) left</source>
        <translation>%1 离开角色队列：剩 %2 个角色</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 does not %2 yet: it has %3 energy and needs %4, %5 more, so it waits</source>
        <translation>%1 暂不执行“%2”：它有 %3 点能量，需要 %4，还差 %5，因此等待</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 waits</source>
        <translation>%1 等待</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/roguelikenarration.cpp" line="+21"/>
        <source>slow</source>
        <translation>迟缓</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>north</source>
        <translation>北</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>north-east</source>
        <translation>东北</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>east</source>
        <translation>东</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>south-east</source>
        <translation>东南</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>south</source>
        <translation>南</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>south-west</source>
        <translation>西南</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>west</source>
        <translation>西</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>north-west</source>
        <translation>西北</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the weapon</source>
        <translation>武器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the arrows</source>
        <translation>箭</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>do nothing</source>
        <translation>什么都不做</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>move</source>
        <translation>移动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attack</source>
        <translation>攻击</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wait</source>
        <translation>等待</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>drink speed grass</source>
        <translation>喝下速度草</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wave a staff</source>
        <translation>挥动法杖</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>equip an item</source>
        <translation>装备物品</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>throw an item</source>
        <translation>投掷物品</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>control another unit</source>
        <translation>操控其他单位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>act as its AI chooses</source>
        <translation>按其 AI 的选择行动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an unknown action</source>
        <translation>做出未知行动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an unknown direction</source>
        <translation>未知方向</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>Turn %1 begins: the Run table is built anew and every unit receives its action tokens</source>
        <translation>第 %1 回合开始：重新建立 Run 表，每个单位领取行动令牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Run table has %1 Run(s), as many as the fastest unit&apos;s speed (slow counts as x1), and %2 row(s): Player units first, then Friends, then Enemies</source>
        <translation>Run 表有 %1 个 Run（等于最快单位的速度，迟缓按 x1 计）和 %2 行：先是 Player 的单位，然后是 Friend，最后是 Enemy</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2) gets a row with actions in Run(s) %3: a Player unit of speed k acts in Runs 1 to k, an AI unit of speed x1 in the last Run</source>
        <translation>%1（%2）的行在 Run %3 中有行动：速度为 k 的 Player 单位在 Run 1 到 k 行动，速度 x1 的 AI 单位在最后一个 Run 行动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No Player unit acts in Run %2, so %1&apos;s action there moves into Run %3, which now holds %4 action(s) back to back</source>
        <translation>Run %2 中没有 Player 单位行动，所以 %1 在那里的行动移入 Run %3，Run %3 现在连续行动 %4 次</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 receives %2 action token(s) for its speed and now holds %3</source>
        <translation>%1 按速度领取 %2 个行动令牌，现在持有 %3 个</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 receives %2 action token(s) for its speed, less a debt of %3 from being controlled, and now holds %4</source>
        <translation>%1 按速度领取 %2 个行动令牌，扣除被操控欠下的 %3 个，现在持有 %4 个</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run %1 begins: first the Player units&apos; manual actions, then the AI units&apos; minor actions, then their major actions</source>
        <translation>Run %1 开始：先是 Player 单位的手动行动，然后是 AI 单位的次要行动，最后是主要行动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run %1, step 1: the Player units take their manual actions, in row order</source>
        <translation>Run %1 第 1 步：Player 单位按行顺序进行手动行动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run %1, step 2: each AI unit that has not acted yet may take a minor action (a move), in row order</source>
        <translation>Run %1 第 2 步：尚未行动的 AI 单位按行顺序可以进行次要行动（移动）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run %1, step 3: each AI unit that has not acted yet takes its major action, in row order</source>
        <translation>Run %1 第 3 步：尚未行动的 AI 单位按行顺序进行主要行动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s slot in Run %2 is skipped: it holds %3 action token(s) and needs 1</source>
        <translation>%1 在 Run %2 的格子被跳过：它只有 %3 个行动令牌，需要 1 个</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s slot in Run %2 is skipped: the unit is dead</source>
        <translation>%1 在 Run %2 的格子被跳过：该单位已死亡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 moves %2 to (%3, %4)</source>
        <translation>%1 向%2移动到 (%3, %4)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 attacks %2 for %3 damage: %2 has %4 HP left</source>
        <translation>%1 攻击 %2，造成 %3 点伤害：%2 剩余 HP %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 attacks %2 a second time in the same action, for %3 damage: %2 has %4 HP left</source>
        <translation>%1 在同一次行动中第二次攻击 %2，造成 %3 点伤害：%2 剩余 HP %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 waits: waiting is an action too</source>
        <translation>%1 等待：等待也是一次行动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 drinks speed grass: it is now %2 and gains a token, so a row &apos;%1 %2&apos; is added to Run %3 after the last %2 row still to act (row %4)</source>
        <translation>%1 喝下速度草：它变为 %2 并获得 1 个令牌，因此在 Run %3 中最后一个尚未行动的 %2 行之后加入一行“%1 %2”（第 %4 行）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 drinks speed grass: it is now %2 and gains a token, so a row &apos;%1 %2&apos; is added to Run %3 right after the acting row (row %4), as no %2 row is still to act</source>
        <translation>%1 喝下速度草：它变为 %2 并获得 1 个令牌；由于没有尚未行动的 %2 行，在 Run %3 中正在行动的行之后紧接着加入一行“%1 %2”（第 %4 行）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 drinks speed grass: it is now %2 and gains a token (%3 now)</source>
        <translation>%1 喝下速度草：它变为 %2 并获得 1 个令牌（现有 %3 个）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 drinks speed grass, but it is already %2, the fastest: nothing changes</source>
        <translation>%1 喝下速度草，但它已是最快的 %2：没有变化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 drinks speed grass</source>
        <translation>%1 喝下速度草</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 waves the haste staff at %2: %2 is now %3 and gains a token, so a row &apos;%2 %3&apos; is added to Run %4 after the last %3 row still to act (row %5)</source>
        <translation>%1 对 %2 挥动加速法杖：%2 变为 %3 并获得 1 个令牌，因此在 Run %4 中最后一个尚未行动的 %3 行之后加入一行“%2 %3”（第 %5 行）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 waves the haste staff at %2: %2 is now %3 and gains a token, so a row &apos;%2 %3&apos; is added to Run %4 right after the acting row (row %5), as no %3 row is still to act</source>
        <translation>%1 对 %2 挥动加速法杖：%2 变为 %3 并获得 1 个令牌；由于没有尚未行动的 %3 行，在 Run %4 中正在行动的行之后紧接着加入一行“%2 %3”（第 %5 行）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 waves the haste staff at %2: %2 is now %3 and gains a token (%4 now)</source>
        <translation>%1 对 %2 挥动加速法杖：%2 变为 %3 并获得 1 个令牌（现有 %4 个）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 waves the haste staff at %2, but %2 is already %3, the fastest: nothing changes</source>
        <translation>%1 对 %2 挥动加速法杖，但 %2 已是最快的 %3：没有变化</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 waves the slow staff at %2: %2 is now %3 and loses a token (%4 left)</source>
        <translation>%1 对 %2 挥动迟缓法杖：%2 变为 %3 并失去 1 个令牌（剩 %4 个）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 waves the haste staff at %2</source>
        <translation>%1 对 %2 挥动加速法杖</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 waves the slow staff at %2</source>
        <translation>%1 对 %2 挥动迟缓法杖</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 equips %2 from the menu, which uses up its action</source>
        <translation>%1 从菜单装备%2，这会用掉一次行动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 equips %2 from the menu, which does not use up its action</source>
        <translation>%1 从菜单装备%2，这不消耗行动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%2 is forced on %1, which uses up its action</source>
        <translation>%2被强制装备到 %1 身上，这会用掉一次行动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%2 is forced on %1, which does not use up its action: only the scheduler spends tokens</source>
        <translation>%2被强制装备到 %1 身上，这不消耗行动：只有调度器才消耗令牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 throws %3 at %2, forcing it on %2</source>
        <translation>%1 向 %2 投掷%3，强制 %2 装备</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 controls %2 and makes it %3: a controlled action always costs %2 a token, even into debt</source>
        <translation>%1 操控 %2 让它“%3”：被操控的行动总会消耗 %2 的 1 个令牌，即使因此欠债</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 speeds up from %2 to %3 and gains a token: it holds %4</source>
        <translation>%1 的速度从 %2 提升到 %3，获得 1 个令牌：持有 %4 个</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slows down from %2 to %3 and loses a token: it holds %4</source>
        <translation>%1 的速度从 %2 降到 %3，失去 1 个令牌：持有 %4 个</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A row &apos;%1 %2&apos; is added to Run %3 after the last %2 row still to act, as row %4</source>
        <translation>在 Run %3 中最后一个尚未行动的 %2 行之后加入一行“%1 %2”，作为第 %4 行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A row &apos;%1 %2&apos; is added to Run %3 right after the acting row, as row %4: no %2 row is still to act</source>
        <translation>在 Run %3 中正在行动的行之后紧接着加入一行“%1 %2”，作为第 %4 行：没有尚未行动的 %2 行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 spends an action token for its action: %2 left</source>
        <translation>%1 为行动消耗 1 个行动令牌：剩 %2 个</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 spends an action token for its action: %2 left, a debt</source>
        <translation>%1 为行动消耗 1 个行动令牌：剩 %2 个，已经欠债</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was controlled, so its action costs a token whatever it was: %2 left</source>
        <translation>%1 被操控，因此无论做什么行动都消耗 1 个令牌：剩 %2 个</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was controlled, so its action costs a token whatever it was: %2 left, a debt taken from next turn&apos;s tokens</source>
        <translation>%1 被操控，因此无论做什么行动都消耗 1 个令牌：剩 %2 个，欠债将从下一回合的令牌中扣除</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 tries to %3, but the way is blocked: no token is spent</source>
        <translation>%1 想“%3”，但道路被挡住：不消耗令牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 tries to %3, but %2 is not adjacent: no token is spent</source>
        <translation>%1 想“%3”，但 %2 不在相邻格：不消耗令牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 tries to %3, but %2 is gone: no token is spent</source>
        <translation>%1 想“%3”，但 %2 已不在：不消耗令牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 tries to %3, but has no attacks left this turn: no token is spent</source>
        <translation>%1 想“%3”，但本回合已没有攻击次数：不消耗令牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 tries to %3 and fails: no token is spent</source>
        <translation>%1 想“%3”，但失败了：不消耗令牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is defeated by %2 and leaves the map</source>
        <translation>%1 被 %2 击败，离开地图</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn %1 ends</source>
        <translation>第 %1 回合结束</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 may attack %2 time(s) this turn: attacks are counted apart from actions</source>
        <translation>%1 本回合可以攻击 %2 次：攻击次数与行动次数分开计算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 takes no minor action: what it wants to do is not a move, so it keeps it for the major step</source>
        <translation>%1 不进行次要行动：它想做的不是移动，所以留到主要行动那一步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes no minor action: no step brings it closer to an opponent</source>
        <translation>%1 不进行次要行动：走哪一步都不能更接近对手</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 issues %3 attack commands at %2 within one action: attacks are not actions</source>
        <translation>%1 在一次行动中对 %2 发出 %3 次攻击指令：攻击不等于行动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is already %2, the fastest speed: its speed does not change</source>
        <translation>%1 已是最快的 %2：速度不变</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s %4 action(s) in Run %2 stay there instead of moving into Run %3: the Player unit %5 acts in Run %2</source>
        <translation>%1 在 Run %2 的 %4 次行动留在原处，不移入 Run %3：Player 单位 %5 在 Run %2 中行动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 does not attack: its nearest opponent %2 is %3 cells away, and an attack needs it adjacent</source>
        <translation>%1 不攻击：最近的对手 %2 相距 %3 格，攻击需要相邻</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 does not attack: its nearest opponent %2 is diagonal across a wall corner</source>
        <translation>%1 不攻击：最近的对手 %2 隔着墙角位于斜向</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 does not attack %2: it has used its %4 attack(s) of this turn</source>
        <translation>%1 不攻击 %2：本回合的 %4 次攻击已用完</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 does not attack: no opponent is left on the map</source>
        <translation>%1 不攻击：地图上已没有对手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 does not attack</source>
        <translation>%1 不攻击</translation>
    </message>
</context>
<context>
    <name>ts::gui::ActionQueueDock</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/actionqueuedock.cpp" line="+17"/>
        <source>Action Queues</source>
        <translation>行动队列</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Alternative chain: no action performed yet</source>
        <translation>替代行动链：尚未执行任何行动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Alternative chain of %1&apos;s last action (the last row decides)</source>
        <translation>%1 最近一次行动的替代行动链（由最后一行决定结果）</translation>
    </message>
</context>
<context>
    <name>ts::gui::ActionQueueModel</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/actionqueuemodel.cpp" line="+63"/>
        <source>defeated</source>
        <translation>已被击败</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 brain · nothing queued</source>
        <translation>%1 大脑 · 队列为空</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 brain · 1 action</source>
        <translation>%1 大脑 · 1 个行动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 brain · %2 actions</source>
        <translation>%1 大脑 · %2 个行动</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Its brain is asked for actions when its turn comes with an empty queue</source>
        <translation>轮到它且队列为空时，会向它的大脑询问下一步行动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its brain is not asked while actions are queued</source>
        <translation>队列中还有行动时不会询问大脑</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>waits</source>
        <translation>等待</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>head: %1 of %2 turns done</source>
        <translation>队首：%2 回合中已完成 %1 回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>head: performed on the next act</source>
        <translation>队首：下次行动时执行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The current action: performed when the actor has the energy; it leaves the queue when done</source>
        <translation>当前行动：角色能量足够时执行，完成后离开队列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queued behind the head</source>
        <translation>排在队首之后</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Actor / queued action</source>
        <translation>角色 / 队列中的行动</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
</context>
<context>
    <name>ts::gui::ChainModel</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/chainmodel.cpp" line="+32"/>
        <source>↳ %1</source>
        <translation>↳ %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>succeeded</source>
        <translation>成功</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>done</source>
        <translation>完成</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not done</source>
        <translation>未完成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yes: the next row</source>
        <translation>有：下一行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The last result of the chain: the loop spends energy only if it succeeded, and moves the action queue on only if it is done</source>
        <translation>链中的最后结果：只有成功才消耗能量，只有完成才推进行动队列</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This action returned an alternative, which was performed instead</source>
        <translation>此行动返回了替代行动，改为执行该行动</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Action</source>
        <translation>行动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Concerns</source>
        <translation>对象</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Succeeded</source>
        <translation>成功</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alternative</source>
        <translation>替代行动</translation>
    </message>
</context>
<context>
    <name>ts::gui::EnergyDock</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energydock.cpp" line="+16"/>
        <source>Energy</source>
        <translation>能量</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>The bar is the energy on a scale of twice the action cost; the line is the cost: an actor with an action acts when its energy is at least that much after its gain. The pale part is the next visit&apos;s gain. ▶ current actor, → predicted to act next.</source>
        <translation>条形以行动消耗的两倍为刻度显示能量，竖线是行动消耗：有行动的角色在获得能量后若不低于该值便会行动。浅色部分是下次访问获得的能量。▶ 当前角色，→ 预计下一个行动的角色。</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Before the first visit</source>
        <translation>第一次访问之前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn %1 is over (World.update #%2)</source>
        <translation>第 %1 回合结束（World.update #%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn %1 · visit %2 (World.update #%3)</source>
        <translation>第 %1 回合 · 第 %2 次访问（World.update #%3）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 waits for input</source>
        <translation>%1 正在等待输入</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>current: %1</source>
        <translation>当前：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>next to act: %1, on the next visit</source>
        <translation>下一个行动：%1（下次访问）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>next to act: %1, in %2 visits</source>
        <translation>下一个行动：%1（%2 次访问后）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 table, cost %2</source>
        <translation>%1 表，消耗 %2</translation>
    </message>
</context>
<context>
    <name>ts::gui::EnergyModel</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energymodel.cpp" line="+39"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>defeated</source>
        <translation>已被击败</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>current</source>
        <translation>当前</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>in %1</source>
        <translation>还有 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2</source>
        <translation>%2 次中 %1 次</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (%2 brain): energy %3, +%4 per visit at speed %5 (%6 table); it acts when its energy is at least %7</source>
        <translation>%1（%2 大脑）：能量 %3，速度 %5 时每次访问 +%4（%6 表）；能量不低于 %7 时行动</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Predicted to act next, in %1 visit(s), if everyone keeps an action</source>
        <translation>若所有角色都有行动，预计在 %1 次访问后下一个行动</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The current actor of the actor queue</source>
        <translation>角色队列的当前角色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Predicted to act next</source>
        <translation>预计下一个行动</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The actors in the order of the actor queue</source>
        <translation>按角色队列顺序排列的角色</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Actor</source>
        <translation>角色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Energy against the action cost: it acts when the bar reaches the line</source>
        <translation>相对于行动消耗的能量：条形到达竖线时行动</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Energy</source>
        <translation>能量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Energy gained on each visit with an action (from the speed)</source>
        <translation>有行动的每次访问获得的能量（由速度决定）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Gain/visit</source>
        <translation>获得/访问</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The place in the actor queue: visits until its turn comes</source>
        <translation>在角色队列中的位置：轮到它之前的访问次数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Queue</source>
        <translation>队列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Actions taken (energy spent) of the visits so far</source>
        <translation>至今的访问中行动（消耗能量）的次数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Acted</source>
        <translation>行动</translation>
    </message>
</context>
<context>
    <name>ts::gui::EnergySnapshot</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energysnapshot.cpp" line="+25"/>
        <source>walk %1</source>
        <translation>向 %1 行走</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attack %1</source>
        <translation>攻击 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>open the door %1</source>
        <translation>打开 %1 的门</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rest 1 turn</source>
        <translation>休息 1 回合</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rest %1 turns</source>
        <translation>休息 %1 回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>change speed by %1</source>
        <translation>速度改变 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>action #%1</source>
        <translation>行动 #%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>player (input)</source>
        <translation>玩家（输入）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chase</source>
        <translation>追击</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wander</source>
        <translation>游荡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep distance</source>
        <translation>保持距离</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>script</source>
        <translation>脚本</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The energy panels belong to energy games (&quot;scheduler&quot;: &quot;energy&quot;)</source>
        <translation>能量面板用于能量调度的游戏（&quot;scheduler&quot;: &quot;energy&quot;）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No session</source>
        <translation>无会话</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>door (%1,%2)</source>
        <translation>门 (%1,%2)</translation>
    </message>
</context>
<context>
    <name>ts::gui::MapDock</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/mapdock.cpp" line="+19"/>
        <source>Map</source>
        <translation>地图</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Fit</source>
        <translation>适应</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the whole map</source>
        <translation>显示整张地图</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom out (Ctrl+wheel)</source>
        <translation>缩小（Ctrl+滚轮）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom in (Ctrl+wheel)</source>
        <translation>放大（Ctrl+滚轮）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a unit to show its events in the event log</source>
        <translation>点击单位可在事件日志中显示它的事件</translation>
    </message>
</context>
<context>
    <name>ts::gui::MapSnapshot</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/mapsnapshot.cpp" line="+131"/>
        <source>The map belongs to the roguelike ruleset</source>
        <translation>地图属于 roguelike 规则集</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No session</source>
        <translation>无会话</translation>
    </message>
</context>
<context>
    <name>ts::gui::MapWidget</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/mapwidget.cpp" line="+195"/>
        <source>%1 at (%2, %3), HP %4</source>
        <translation>%1 位于 (%2, %3)，HP %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>defeated</source>
        <translation>已被击败</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click: show its events in the event log</source>
        <translation>点击：在事件日志中显示它的事件</translation>
    </message>
</context>
<context>
    <name>ts::gui::RoguelikeUi</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/roguelikeui.cpp" line="+44"/>
        <location line="+8"/>
        <source>Turns</source>
        <translation>回合</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+8"/>
        <source>T</source>
        <comment>a turn&apos;s label on the timeline: T12</comment>
        <translation>T</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Turn, or turn.Run (e.g. 3 or 3.2):</source>
        <translation>回合，或 回合.Run（如 3 或 3.2）：</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+9"/>
        <source>The trace has no turn %1</source>
        <translation>跟踪中没有回合 %1</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Turn, or turn.visit (e.g. 3 or 3.2; a turn is one rotation of the actor queue):</source>
        <translation>回合，或 回合.访问（如 3 或 3.2；一个回合是角色队列的一轮）：</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;b&gt;unit(&quot;Name&quot;)&lt;/b&gt; a unit (&lt;i&gt;hp, tokens, speed, x, y, alive, …&lt;/i&gt;; unit(n): the n-th), &lt;b&gt;turn()&lt;/b&gt;, &lt;b&gt;run()&lt;/b&gt; (1-based), &lt;b&gt;state&lt;/b&gt; the whole state. E.g. &lt;code&gt;unit(&quot;Enemy1&quot;).tokens &amp;lt; 0&lt;/code&gt;, &lt;code&gt;turn() &amp;gt;= 2 &amp;amp;&amp;amp; run() == 1&lt;/code&gt;. Energy games: &lt;b&gt;visit()&lt;/b&gt; (World.update calls so far), &lt;b&gt;actor()&lt;/b&gt; the current actor&apos;s name, &lt;b&gt;energy(&quot;Name&quot;)&lt;/b&gt;; units have &lt;i&gt;energy, gain, speed, actions, acted, visits&lt;/i&gt;. E.g. &lt;code&gt;energy(&quot;Orc&quot;) &amp;gt;= 100 &amp;amp;&amp;amp; actor() == &quot;Orc&quot;&lt;/code&gt;</source>
        <translation>&lt;b&gt;unit(&quot;Name&quot;)&lt;/b&gt; 单位（&lt;i&gt;hp, tokens, speed, x, y, alive, …&lt;/i&gt;；unit(n)：第 n 个），&lt;b&gt;turn()&lt;/b&gt;，&lt;b&gt;run()&lt;/b&gt;（从 1 开始），&lt;b&gt;state&lt;/b&gt; 整个状态。例如 &lt;code&gt;unit(&quot;Enemy1&quot;).tokens &amp;lt; 0&lt;/code&gt;，&lt;code&gt;turn() &amp;gt;= 2 &amp;amp;&amp;amp; run() == 1&lt;/code&gt;。能量调度的游戏：&lt;b&gt;visit()&lt;/b&gt;（至今 World.update 的次数），&lt;b&gt;actor()&lt;/b&gt; 当前角色的名字，&lt;b&gt;energy(&quot;Name&quot;)&lt;/b&gt;；单位有 &lt;i&gt;energy, gain, speed, actions, acted, visits&lt;/i&gt;。例如 &lt;code&gt;energy(&quot;Orc&quot;) &amp;gt;= 100 &amp;amp;&amp;amp; actor() == &quot;Orc&quot;&lt;/code&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;unit(&quot;Name&quot;)&lt;/b&gt; a unit (&lt;i&gt;hp, tokens, speed, x, y, alive, …&lt;/i&gt;; unit(n): the n-th), &lt;b&gt;turn()&lt;/b&gt;, &lt;b&gt;run()&lt;/b&gt; (1-based), &lt;b&gt;state&lt;/b&gt; the whole state. E.g. &lt;code&gt;unit(&quot;Enemy1&quot;).tokens &amp;lt; 0&lt;/code&gt;, &lt;code&gt;turn() &amp;gt;= 2 &amp;amp;&amp;amp; run() == 1&lt;/code&gt;</source>
        <translation type="vanished">&lt;b&gt;unit(&quot;名称&quot;)&lt;/b&gt; 单位（&lt;i&gt;hp, tokens, speed, x, y, alive, …&lt;/i&gt;；unit(n)：第 n 个），&lt;b&gt;turn()&lt;/b&gt;，&lt;b&gt;run()&lt;/b&gt;（从 1 开始），&lt;b&gt;state&lt;/b&gt; 整个状态。例如 &lt;code&gt;unit(&quot;Enemy1&quot;).tokens &amp;lt; 0&lt;/code&gt;，&lt;code&gt;turn() &amp;gt;= 2 &amp;amp;&amp;amp; run() == 1&lt;/code&gt;</translation>
    </message>
</context>
<context>
    <name>ts::gui::RunTableDelegate</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledelegate.cpp" line="+253"/>
        <source>acted</source>
        <translation>已行动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not yet acted</source>
        <translation>未行动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>skipped: no token</source>
        <translation>跳过：无令牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>merged into the Run on the left</source>
        <translation>合并到左侧的 Run</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>received merged actions</source>
        <translation>接收了合并的行动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>row inserted mid-turn</source>
        <translation>回合中插入的行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the scheduler is here</source>
        <translation>调度器在此</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>token debt</source>
        <translation>令牌欠债</translation>
    </message>
</context>
<context>
    <name>ts::gui::RunTableDock</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledock.cpp" line="+43"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Run Table</source>
        <translation>Run 表</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Export PNG…</source>
        <translation>导出 PNG…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the whole Run table, with its legend, as a PNG image</source>
        <translation>将整个 Run 表连同图例保存为 PNG 图像</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export SVG…</source>
        <translation>导出 SVG…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the whole Run table, with its legend, as an SVG drawing</source>
        <translation>将整个 Run 表连同图例保存为 SVG 矢量图</translation>
    </message>
    <message>
        <location line="+89"/>
        <source> (event #%1)</source>
        <translation>（事件 #%1）</translation>
    </message>
    <message>
        <location line="+54"/>
        <location line="+33"/>
        <source>There is no Run table at the cursor to export.</source>
        <translation>光标处没有可导出的 Run 表。</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>The table is too large for a PNG image (%1 × %2 pixels); export it as SVG.</source>
        <translation>表格过大，无法生成 PNG 图像（%1 × %2 像素）；请导出为 SVG。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: the image could not be encoded as PNG</source>
        <translation>%1：无法将图像编码为 PNG</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Run table</source>
        <translation>Run 表</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: the SVG drawing could not be started</source>
        <translation>%1：无法开始绘制 SVG</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Export the Run table as PNG</source>
        <translation>将 Run 表导出为 PNG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export PNG</source>
        <translation>导出 PNG</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export the Run table as SVG</source>
        <translation>将 Run 表导出为 SVG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export SVG</source>
        <translation>导出 SVG</translation>
    </message>
</context>
<context>
    <name>ts::gui::RunTableModel</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="+28"/>
        <source>manual actions</source>
        <translation>手动行动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI minor actions</source>
        <translation>AI 次要行动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI major actions</source>
        <translation>AI 主要行动</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>1 action</source>
        <translation>1 次行动</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 actions</source>
        <translation>%1 次行动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 action token</source>
        <translation>1 个行动令牌</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 action tokens</source>
        <translation>%1 个行动令牌</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+429"/>
        <source>Run %1</source>
        <translation>Run %1</translation>
    </message>
    <message>
        <location line="-428"/>
        <source>Runs %1–%2</source>
        <translation>Run %1–%2</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>No session</source>
        <translation>无会话</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Run table belongs to the roguelike ruleset</source>
        <translation>Run 表仅适用于 roguelike 规则集</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>Before the first turn</source>
        <translation>第一回合之前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn %1</source>
        <translation>回合 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — over, the next turn starts</source>
        <translation>%1 — 已结束，下一回合开始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — table built, dealing action tokens</source>
        <translation>%1 — 表已建立，正在分发行动令牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — Run %2 begins</source>
        <translation>%1 — Run %2 开始</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — Run %2, %3</source>
        <translation>%1 — Run %2，%3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> · %1 acting</source>
        <translation> · %1 正在行动</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — turn end</source>
        <translation>%1 — 回合结束</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — game over</source>
        <translation>%1 — 游戏结束</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>&lt;b&gt;%1&lt;/b&gt;, Run %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;，Run %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>merged away: no Player action in Run %1, so its actions moved to Run %2 (000:merge)</source>
        <translation>已合并移出：Run %1 中没有 Player 行动，因此其行动移到 Run %2（000:merge）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>nothing scheduled</source>
        <translation>无计划行动</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>: %1 moved here from %2 (000:merge)</source>
        <translation>：其中 %1 次从 %2 移至此处（000:merge）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 acted</source>
        <translation>已行动 %1 次</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 skipped: no action token (000:tokens/skip)</source>
        <translation>跳过 %1 次：无行动令牌（000:tokens/skip）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 skipped: the unit is dead (000:table/order)</source>
        <translation>跳过 %1 次：该单位已死亡（000:table/order）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 not yet reached</source>
        <translation>%1 次尚未轮到</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;i&gt;the scheduler is on this cell (%1)&lt;/i&gt;</source>
        <translation>&lt;i&gt;调度器位于此单元格（%1）&lt;/i&gt;</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 owes %2: next turn&apos;s tokens are reduced (000:debt)</source>
        <translation>%1 欠 %2：下一回合的令牌将减少（000:debt）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 holds %2 (000:tokens/deal, 000:tokens/spend)</source>
        <translation>%1 持有 %2（000:tokens/deal, 000:tokens/spend）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 merged into Run %2</source>
        <translation>%1 已合并到 Run %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>inserted in Run %1 by event #%2</source>
        <translation>由事件 #%2 插入 Run %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>dead</source>
        <translation>死亡</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (000:speed/up: after the last not-yet-acted row of that speed, else after the acting row)</source>
        <translation>（000:speed/up：插在同速度最后一个未行动行之后，否则插在正在行动的行之后）</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 (%2), speed %3</source>
        <translation>%1（%2），速度 %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>inserted in Run %1 by event #%2 (000:speed/up)</source>
        <translation>由事件 #%2 插入 Run %1（000:speed/up）</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Tokens</source>
        <translation>令牌</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run %1: manual actions, then AI minor, then AI major actions, each in row order (000:table/order)</source>
        <translation>Run %1：依次为手动行动、AI 次要行动、AI 主要行动，各自按行顺序（000:table/order）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action tokens held at the cursor; red = debt (000:debt)</source>
        <translation>光标处持有的行动令牌；红色 = 欠债（000:debt）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inserted rows and AI run merges</source>
        <translation>插入的行和 AI 的 Run 间合并</translation>
    </message>
</context>
</TS>
