<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>StackNames</name>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="14"/>
        <source>Game start</source>
        <translation>游戏开始</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="15"/>
        <source>Chance to the turn player</source>
        <translation>将机会移交回合玩家</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="16"/>
        <source>Is the stage empty?</source>
        <translation>舞台为空？</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="17"/>
        <source>Reset the pass list</source>
        <translation>重置过牌名单</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="18"/>
        <source>Take an action</source>
        <translation>发起行动</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="19"/>
        <source>Instant effect?</source>
        <translation>即时效果？</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="20"/>
        <source>Resolve the effect</source>
        <translation>结算效果</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="21"/>
        <source>Win check</source>
        <translation>胜负判定</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="22"/>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="32"/>
        <source>Add to the stage</source>
        <translation>加入舞台</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="23"/>
        <source>Trigger check</source>
        <translation>诱发检查</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="24"/>
        <source>Take an action?</source>
        <translation>是否发起行动？</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="25"/>
        <source>Register in the pass list</source>
        <translation>登记到过牌名单</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="26"/>
        <source>Pass list = number of players?</source>
        <translation>过牌名单人数＝玩家人数？</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="27"/>
        <source>Take off the stage</source>
        <translation>从舞台取出</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="28"/>
        <source>Move the chance</source>
        <translation>移动机会</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="29"/>
        <source>Instant triggered?</source>
        <translation>是否诱发了即时效果？</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="30"/>
        <source>Resolve &amp; win check</source>
        <translation>结算效果并判定胜负</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="31"/>
        <source>Normal triggered?</source>
        <translation>是否诱发了通常效果？</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="33"/>
        <source>Game over</source>
        <translation>游戏结束</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="49"/>
        <source>main</source>
        <translation>主要</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="49"/>
        <source>quick</source>
        <translation>快速</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="50"/>
        <source>instant</source>
        <translation>即时</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="50"/>
        <source>normal</source>
        <translation>通常</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="55"/>
        <source>running</source>
        <translation>进行中</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="56"/>
        <source>won</source>
        <translation>获胜</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="57"/>
        <source>a draw</source>
        <translation>平局</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="58"/>
        <source>turn limit reached</source>
        <translation>达到回合上限</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="59"/>
        <source>action limit reached</source>
        <translation>达到行动次数上限</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="60"/>
        <source>stalled: the chance holder has no legal action</source>
        <translation>无法继续：持有机会的玩家没有可发起的行动</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="61"/>
        <source>trigger limit reached</source>
        <translation>达到诱发上限</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="62"/>
        <source>stage limit reached</source>
        <translation>达到舞台上限</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="92"/>
        <source>%1 #%2</source>
        <translation>%1 #%2</translation>
    </message>
</context>
<context>
    <name>StackNarration</name>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="21"/>
        <source>no step</source>
        <translation>无步骤</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="22"/>
        <source>the game starts</source>
        <translation>游戏开始</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="23"/>
        <source>the chance goes to the turn player</source>
        <translation>机会移交回合玩家</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="24"/>
        <source>is the stage empty?</source>
        <translation>舞台为空吗？</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="25"/>
        <source>the pass list is reset</source>
        <translation>重置过牌名单</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="26"/>
        <source>the chance holder takes an action</source>
        <translation>持有机会的玩家执行行动</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="27"/>
        <source>is it an instant effect?</source>
        <translation>是即时效果吗？</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="28"/>
        <source>the action resolves</source>
        <translation>结算行动</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="29"/>
        <source>the win check</source>
        <translation>胜负判定</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="30"/>
        <source>the action goes on the stage</source>
        <translation>将行动放上舞台</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="31"/>
        <source>the trigger check: did anything trigger?</source>
        <translation>诱发检查：有东西被诱发吗？</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="32"/>
        <source>does the chance holder take an action?</source>
        <translation>持有机会的玩家要执行行动吗？</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="33"/>
        <source>the pass is registered</source>
        <translation>将过牌登记到过牌名单</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="34"/>
        <source>has every player passed?</source>
        <translation>所有玩家都过牌了吗？</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="35"/>
        <source>the last action is taken off the stage</source>
        <translation>从舞台取出最后放上的行动</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="36"/>
        <source>the chance moves on</source>
        <translation>机会移交下一位</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="37"/>
        <source>did an instant action trigger?</source>
        <translation>是否诱发了即时行动？</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="38"/>
        <source>a triggered instant action resolves</source>
        <translation>结算被诱发的即时行动</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="39"/>
        <source>did a normal action trigger?</source>
        <translation>是否诱发了通常行动？</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="40"/>
        <source>a triggered action goes on the stage</source>
        <translation>将被诱发的行动放上舞台</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="41"/>
        <source>the game is over</source>
        <translation>游戏结束</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="42"/>
        <source>an unknown step</source>
        <translation>未知步骤</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="79"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="80"/>
        <source>%1 %2 Yes: on to %3 (%4)</source>
        <translation>%1 %2 是：进入 %3（%4）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="81"/>
        <source>%1 %2 No: on to %3 (%4)</source>
        <translation>%1 %2 否：进入 %3（%4）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="82"/>
        <source>%1 %2, then %3 (%4)</source>
        <translation>%1 %2，然后是 %3（%4）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="84"/>
        <source>The game starts with %1 players, %2 components and %3 kinds of action</source>
        <translation>游戏开始：%1 名玩家，%2 个组件，%3 种行动</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="86"/>
        <source>%1 goes first, as the scenario says</source>
        <translation>按剧本指定，%1 先手</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="87"/>
        <source>%1 goes first, drawn at random</source>
        <translation>随机抽中 %1 先手</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="89"/>
        <source>%1&apos;s %2 is shuffled (%3 components)</source>
        <translation>%1 的 %2 被洗混（%3 个组件）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="91"/>
        <source>Turn %1 begins: %2 is the turn player</source>
        <translation>第 %1 回合开始：回合玩家是 %2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="93"/>
        <source>The chance goes to %1, the turn player</source>
        <translation>机会移交回合玩家 %1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="94"/>
        <source>The chance moves from %2 to %1, the next player in turn order</source>
        <translation>机会从 %2 移交按回合顺序的下一位玩家 %1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="95"/>
        <source>The chance goes to %1 with the turn, after an end action</source>
        <translation>结束行动之后，机会随回合一起移交 %1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="96"/>
        <source>The chance goes to %1</source>
        <translation>机会移交 %1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="98"/>
        <source>The pass list is emptied (%1 entries cleared): an action was taken, so everyone may answer it</source>
        <translation>过牌名单被清空（清除 %1 项）：有人执行了行动，所以每个人都可以回应</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="100"/>
        <source>%1 passes and is put on the pass list: %2 of %3 players have passed</source>
        <translation>%1 过牌并登记到过牌名单：%3 名玩家中已有 %2 名过牌</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="101"/>
        <source>%1 passes again; it is already on the pass list: %2 of %3 players have passed</source>
        <translation>%1 再次过牌，已在过牌名单中：%3 名玩家中已有 %2 名过牌</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="103"/>
        <source>%1 takes %2, a main action with a normal effect, granted by %3</source>
        <translation>%1 执行由 %3 赋予的主要行动 %2（通常效果）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="104"/>
        <source>%1 takes %2, a main action with an instant effect, granted by %3</source>
        <translation>%1 执行由 %3 赋予的主要行动 %2（即时效果）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="105"/>
        <source>%1 takes %2, a quick action with a normal effect, granted by %3</source>
        <translation>%1 执行由 %3 赋予的快速行动 %2（通常效果）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="106"/>
        <source>%1 takes %2, a quick action with an instant effect, granted by %3</source>
        <translation>%1 执行由 %3 赋予的快速行动 %2（即时效果）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="108"/>
        <source>%2 is a main action: %1 may take it only as the turn player (%4) with the stage empty (%5 on it)</source>
        <translation>%2 是主要行动：%1 只有在自己是回合玩家（%4）且舞台为空（现有 %5 个）时才能执行</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="109"/>
        <source>%2 is a quick action: %1 may take it whenever it holds the chance</source>
        <translation>%2 是快速行动：%1 只要持有机会随时都能执行</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="111"/>
        <source>%1 targets %2</source>
        <translation>%1 以 %2 为目标</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="112"/>
        <source>%1 targets the action at stage position %3</source>
        <translation>%1 以舞台第 %3 位的行动为目标</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="114"/>
        <source>%1 chooses %2 to pay cost %3</source>
        <translation>%1 选择 %2 来支付第 %3 项代价</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="116"/>
        <source>%1 pays a cost: %2 moves to %3</source>
        <translation>%1 支付代价：%2 移到 %3</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="117"/>
        <source>%1 pays a cost of %4</source>
        <translation>%1 支付 %4 点代价</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="119"/>
        <source>%1 has taken %2 (#%3): its costs are paid</source>
        <translation>%1 已执行 %2（#%3）：代价已支付</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="120"/>
        <source>%1 has taken %2 (#%3) targeting %4: its costs are paid</source>
        <translation>%1 已以 %4 为目标执行 %2（#%3）：代价已支付</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="122"/>
        <source>%2 of %1 goes on the stage at position %3, on top: the last in resolves first</source>
        <translation>%1 的 %2 放上舞台第 %3 位，位于最上方：最后放上的最先结算</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="123"/>
        <source>%2, triggered for %1, goes on the stage at position %3, on top: the last in resolves first</source>
        <translation>为 %1 诱发的 %2 放上舞台第 %3 位，位于最上方：最后放上的最先结算</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="125"/>
        <source>%2 of %1 is taken off the stage from position %3, the most recent one: it resolves now</source>
        <translation>%1 的 %2 作为最新的一个从舞台第 %3 位取出：现在结算</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="127"/>
        <source>%2 of %1 resolves (a normal effect)</source>
        <translation>结算 %1 的 %2（通常效果）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="128"/>
        <source>%2 of %1 resolves at once (an instant effect, never on the stage)</source>
        <translation>%1 的 %2 立即结算（即时效果不放上舞台）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="129"/>
        <source>%2, triggered for %1, resolves</source>
        <translation>结算为 %1 诱发的 %2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="131"/>
        <source>%2&apos;s target no longer qualifies: it resolves without effect</source>
        <translation>%2 的目标已不符合条件：结算但没有效果</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="133"/>
        <source>%1 moves %2</source>
        <translation>%1 移动 %2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="134"/>
        <source>%1 makes %2 draw %3: from %4 to %5</source>
        <translation>%1 让 %2 抽 %3 张：从 %4 变为 %5</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="135"/>
        <source>%1 deals %3 damage to %2: from %4 to %5</source>
        <translation>%1 对 %2 造成 %3 点伤害：从 %4 变为 %5</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="136"/>
        <source>%1 changes a counter of %2 by %3: from %4 to %5</source>
        <translation>%1 将 %2 的计数器改变 %3：从 %4 变为 %5</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="137"/>
        <source>%1 takes control of %2</source>
        <translation>%1 取得 %2 的控制权</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="138"/>
        <source>%1 makes %2 win</source>
        <translation>%1 使 %2 获胜</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="139"/>
        <source>%1 makes %2 lose</source>
        <translation>%1 使 %2 落败</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="140"/>
        <source>%1 ends %2&apos;s turn</source>
        <translation>%1 结束 %2 的回合</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="141"/>
        <source>%1 cancels %2</source>
        <translation>%1 取消 %2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="142"/>
        <source>%1 has an effect on %2</source>
        <translation>%1 对 %2 产生效果</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="144"/>
        <source>%1 moves from %2&apos;s %3 to %4&apos;s %5</source>
        <translation>%1 从 %2 的 %3 移到 %4 的 %5</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="145"/>
        <source>%1 moves from %2&apos;s %3 to the bottom of %4&apos;s %5</source>
        <translation>%1 从 %2 的 %3 移到 %4 的 %5 底部</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="147"/>
        <source>%1&apos;s %2 goes from %3 to %4</source>
        <translation>%1 的 %2 从 %3 变为 %4</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="149"/>
        <source>%2 takes control of %1 from %3 (its owner is %4)</source>
        <translation>%2 从 %3 手中取得 %1 的控制权（其所有者是 %4）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="151"/>
        <source>%2 of %1 leaves the stage from position %3 without resolving: it is cancelled</source>
        <translation>%1 的 %2 未结算就离开舞台第 %3 位：被取消</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="153"/>
        <source>The ability of %3 triggers %2 for %1; it waits for the trigger check</source>
        <translation>%3 的能力为 %1 诱发 %2；等待诱发检查</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="155"/>
        <source>%1 triggered instant action(s) are taken in, the turn player&apos;s first</source>
        <translation>按回合玩家优先的顺序取入 %1 个被诱发的即时行动</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="156"/>
        <source>%1 triggered normal action(s) are taken in, the turn player&apos;s first</source>
        <translation>按回合玩家优先的顺序取入 %1 个被诱发的通常行动</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="158"/>
        <source>%1 puts %2 next among its triggered actions (%3 more of theirs)</source>
        <translation>%1 把 %2 排在其被诱发行动的下一个（还剩 %3 个）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="160"/>
        <source>The win check finds nothing decided</source>
        <translation>胜负判定：尚未决定</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="161"/>
        <source>The win check decides the game: %2 player(s) lost, %3 won</source>
        <translation>胜负判定决定了游戏：%2 名玩家落败，%3 名获胜</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="163"/>
        <source>%1 loses by an effect</source>
        <translation>%1 因效果落败</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="164"/>
        <source>%1 loses: its %2 has %3 left</source>
        <translation>%1 落败：其 %2 只剩 %3</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="165"/>
        <source>%1 loses: its %2 reached %3</source>
        <translation>%1 落败：其 %2 达到 %3</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="166"/>
        <source>%1 loses</source>
        <translation>%1 落败</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="168"/>
        <source>%1 wins the game</source>
        <translation>%1 赢得游戏</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="169"/>
        <source>The game ends with no winner</source>
        <translation>游戏结束，没有胜者</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="171"/>
        <source>%1&apos;s answer is refused, so it is asked again</source>
        <translation>%1 的回答被拒绝，因此再次询问</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="173"/>
        <source>The scenario&apos;s limit of %1 is reached: the game stops here</source>
        <translation>达到剧本上限 %1：游戏在此停止</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="175"/>
        <source>%1 must take an action, as the stage is empty, but has no legal one: the game cannot go on</source>
        <translation>舞台为空，%1 必须执行行动，但没有合法行动：游戏无法继续</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="177"/>
        <source>%1 is not offered to %2: a main action needs the turn, and %3 is the turn player</source>
        <translation>%1 未提供给 %2：主要行动需要回合，而回合玩家是 %3</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="178"/>
        <source>%1 is not offered to %2: a main action needs an empty stage, and %4 action(s) are on it</source>
        <translation>%1 未提供给 %2：主要行动需要舞台为空，而上面有 %4 个行动</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="179"/>
        <source>%1 is not offered to %2: it has no legal target (%4 checked)</source>
        <translation>%1 未提供给 %2：没有合法目标（检查了 %4 个）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="180"/>
        <source>%1 is not offered to %2: a cost needs %5 of %3, and %2 has %6</source>
        <translation>%1 未提供给 %2：代价需要 %5 个 %3，而 %2 只有 %6 个</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="181"/>
        <source>%1 is not offered to %2: its cost moves the component that grants it, and none does</source>
        <translation>%1 未提供给 %2：其代价是移动赋予它的组件，但没有组件赋予它</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="182"/>
        <source>%1 is not offered to %2</source>
        <translation>%1 未提供给 %2</translation>
    </message>
</context>
<context>
    <name>ts::gui::ChanceDock</name>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancedock.cpp" line="15"/>
        <source>Chance and Pass List</source>
        <translation>机会与过牌名单</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancedock.cpp" line="51"/>
        <source>Pass list (パス名簿): %1</source>
        <translation>过牌名单（パス名簿）：%1</translation>
    </message>
</context>
<context>
    <name>ts::gui::ChanceModel</name>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="29"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="30"/>
        <source>Turn</source>
        <translation>回合</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="31"/>
        <source>Chance</source>
        <translation>机会</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="32"/>
        <source>Pass list</source>
        <translation>过牌名单</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="33"/>
        <source>Counters</source>
        <translation>计数器</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="34"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="48"/>
        <source>★ turn player</source>
        <translation>★ 回合玩家</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="49"/>
        <source>● holds the chance</source>
        <translation>● 持有机会</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="50"/>
        <source>passed (#%1)</source>
        <translation>已过牌（#%1）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="65"/>
        <source>⑫ registers a player who passes once; ⑬ compares the list&apos;s size with the number of players; only ④ clears it.</source>
        <translation>⑫ 只登记一次过牌的玩家；⑬ 将名单人数与玩家人数比较；只有 ④ 会清空名单。</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="85"/>
        <source>No game of the core rules (seed 002) is open.</source>
        <translation>未打开核心规则（种子 002）的游戏。</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="91"/>
        <source>(empty)</source>
        <translation>（空）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="105"/>
        <source>lost</source>
        <translation>落败</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="105"/>
        <source>won</source>
        <translation>获胜</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="107"/>
        <source>wins</source>
        <translation>胜者</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="110"/>
        <source>Pass list: %1 of %2 players</source>
        <translation>过牌名单：%2 名玩家中的 %1 名</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="111"/>
        <source>At %1 %2</source>
        <translation>当前 %1 %2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="113"/>
        <source>next: %1 %2</source>
        <translation>下一步：%1 %2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="115"/>
        <source>Game over: %1</source>
        <translation>游戏结束：%1</translation>
    </message>
</context>
<context>
    <name>ts::gui::FlowMapDock</name>
    <message>
        <location filename="../../../widgets/rulesets/stack/flowmapdock.cpp" line="16"/>
        <source>Flow Map</source>
        <translation>流程图</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/flowmapdock.cpp" line="23"/>
        <source>Click a node to set or clear a breakpoint on its clause.</source>
        <translation>点击节点可在其条款上设置或清除断点。</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/flowmapdock.cpp" line="42"/>
        <source>The seed&apos;s core flow (①–⑮) and trigger check (⑩-1..⑩-4)</source>
        <translation>种子的核心流程（①–⑮）与诱发检查（⑩-1..⑩-4）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/flowmapdock.cpp" line="45"/>
        <source>At %1 %2</source>
        <translation>当前 %1 %2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/flowmapdock.cpp" line="47"/>
        <source>came from %1</source>
        <translation>来自 %1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/flowmapdock.cpp" line="49"/>
        <source>next: %1</source>
        <translation>下一步：%1</translation>
    </message>
</context>
<context>
    <name>ts::gui::FlowMapWidget</name>
    <message>
        <location filename="../../../widgets/rulesets/stack/flowmapwidget.cpp" line="40"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/flowmapwidget.cpp" line="42"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/flowmapwidget.cpp" line="44"/>
        <source>decided</source>
        <translation>分出胜负</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/flowmapwidget.cpp" line="46"/>
        <source>otherwise</source>
        <translation>其他</translation>
    </message>
</context>
<context>
    <name>ts::gui::FlowModel</name>
    <message>
        <location filename="../../../widgets/rulesets/stack/flowmodel.cpp" line="55"/>
        <source>%1 %2 (%3): click to set or clear a breakpoint on this clause</source>
        <translation>%1 %2（%3）：点击以在此条款上设置或清除断点</translation>
    </message>
</context>
<context>
    <name>ts::gui::StackUi</name>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackui.cpp" line="34"/>
        <source>Turns</source>
        <translation>回合</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackui.cpp" line="34"/>
        <source>T</source>
        <comment>a turn&apos;s label on the timeline: T12</comment>
        <translation>T</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackui.cpp" line="34"/>
        <source>Turn (e.g. 3):</source>
        <translation>回合（例如 3）：</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackui.cpp" line="34"/>
        <source>The trace has no turn %1</source>
        <translation>该追踪中没有第 %1 回合</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackui.cpp" line="44"/>
        <source>&lt;b&gt;player(&quot;Name&quot;)&lt;/b&gt; (&lt;i&gt;counters, lost, won, passed, chance, turnPlayer, zones&lt;/i&gt;), &lt;b&gt;component(&quot;Name&quot;)&lt;/b&gt; (&lt;i&gt;owner, controller, zone, counters&lt;/i&gt;), &lt;b&gt;stage()&lt;/b&gt; bottom first, &lt;b&gt;top()&lt;/b&gt; the action that resolves next or null (&lt;i&gt;action, controller, effect, serial&lt;/i&gt;), &lt;b&gt;passList()&lt;/b&gt;, &lt;b&gt;chance()&lt;/b&gt;, &lt;b&gt;turnPlayer()&lt;/b&gt;, &lt;b&gt;turn()&lt;/b&gt;, &lt;b&gt;node()&lt;/b&gt; the node of the flow (3 for ③, 102 for ⑩-2), &lt;b&gt;state&lt;/b&gt; the whole state. E.g. &lt;code&gt;stage().length &amp;gt;= 3&lt;/code&gt;, &lt;code&gt;node() == 13 &amp;amp;&amp;amp; passList().length == 2&lt;/code&gt;, &lt;code&gt;component(&quot;Golem&quot;).controller != component(&quot;Golem&quot;).owner&lt;/code&gt;</source>
        <translation>&lt;b&gt;player(&quot;名称&quot;)&lt;/b&gt;（&lt;i&gt;counters, lost, won, passed, chance, turnPlayer, zones&lt;/i&gt;）、&lt;b&gt;component(&quot;名称&quot;)&lt;/b&gt;（&lt;i&gt;owner, controller, zone, counters&lt;/i&gt;）、&lt;b&gt;stage()&lt;/b&gt; 自下而上、&lt;b&gt;top()&lt;/b&gt; 下一个结算的行动或 null（&lt;i&gt;action, controller, effect, serial&lt;/i&gt;）、&lt;b&gt;passList()&lt;/b&gt;、&lt;b&gt;chance()&lt;/b&gt;、&lt;b&gt;turnPlayer()&lt;/b&gt;、&lt;b&gt;turn()&lt;/b&gt;、&lt;b&gt;node()&lt;/b&gt; 流程中的节点（③ 为 3，⑩-2 为 102）、&lt;b&gt;state&lt;/b&gt; 整个状态。例如 &lt;code&gt;stage().length &amp;gt;= 3&lt;/code&gt;、&lt;code&gt;node() == 13 &amp;amp;&amp;amp; passList().length == 2&lt;/code&gt;、&lt;code&gt;component(&quot;Golem&quot;).controller != component(&quot;Golem&quot;).owner&lt;/code&gt;</translation>
    </message>
</context>
<context>
    <name>ts::gui::StackZonesDock</name>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackzonesdock.cpp" line="14"/>
        <source>Zones</source>
        <translation>区域</translation>
    </message>
</context>
<context>
    <name>ts::gui::StackZonesModel</name>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackzonesmodel.cpp" line="57"/>
        <source>Component</source>
        <translation>组件</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackzonesmodel.cpp" line="58"/>
        <source>Owner</source>
        <translation>所有者</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackzonesmodel.cpp" line="59"/>
        <source>Controller</source>
        <translation>控制者</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackzonesmodel.cpp" line="60"/>
        <source>Counters</source>
        <translation>计数器</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackzonesmodel.cpp" line="75"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackzonesmodel.cpp" line="78"/>
        <source>%1 (control taken)</source>
        <translation>%1（控制权被夺取）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackzonesmodel.cpp" line="100"/>
        <source>Owned by %1, controlled by %2: its abilities grant and trigger for %2 (002:controller)</source>
        <translation>所有者为 %1，控制者为 %2：其能力为 %2 赋予并诱发行动（002:controller）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackzonesmodel.cpp" line="121"/>
        <source>No game of the core rules (seed 002) is open.</source>
        <translation>未打开核心规则（种子 002）的游戏。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../../widgets/rulesets/stack/stackzonesmodel.cpp" line="173"/>
        <source>%n component(s)</source>
        <translation>
            <numerusform>%n 个组件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../widgets/rulesets/stack/stackzonesmodel.cpp" line="174"/>
        <source>%n under another player&apos;s control</source>
        <translation>
            <numerusform>%n 个受其他玩家控制</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ts::gui::StageDock</name>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagedock.cpp" line="16"/>
        <source>Stage</source>
        <translation>舞台</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagedock.cpp" line="28"/>
        <source>Double-click an action to go to the event that put it there</source>
        <translation>双击行动可跳转到将其放到此处的事件</translation>
    </message>
</context>
<context>
    <name>ts::gui::StageModel</name>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagedelegate.cpp" line="127"/>
        <source>from %1</source>
        <translation>来自 %1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagedelegate.cpp" line="130"/>
        <source>event %1</source>
        <translation>事件 %1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagedelegate.cpp" line="132"/>
        <source>triggered</source>
        <translation>诱发</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="29"/>
        <source>In hand</source>
        <translation>处理中的行动</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="30"/>
        <source>Stage (top first: the top resolves next)</source>
        <translation>舞台（自上而下：最上方的下一个结算）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="31"/>
        <source>Triggered, waiting for the trigger check ⑩</source>
        <translation>已诱发，等待诱发检查 ⑩</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="32"/>
        <source>Left the stage this turn</source>
        <translation>本回合离开舞台的行动</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="52"/>
        <source>%1 #%2 · %3 · %4</source>
        <translation>%1 #%2 · %3 · %4</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="58"/>
        <source>&lt;b&gt;%1 #%2&lt;/b&gt; (%3)&lt;br&gt;controller: %4&lt;br&gt;%5 effect%6&lt;br&gt;granted or started by: %7%8&lt;br&gt;put there by event %9</source>
        <translation>&lt;b&gt;%1 #%2&lt;/b&gt;（%3）&lt;br&gt;控制者：%4&lt;br&gt;%5效果%6&lt;br&gt;赋予或诱发它的：%7%8&lt;br&gt;放置它的事件：%9</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="63"/>
        <source>, triggered</source>
        <translation>，诱发</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="63"/>
        <source> timing</source>
        <translation>时机</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="64"/>
        <source>target: %1</source>
        <translation>对象：%1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="94"/>
        <source>No game of the core rules (seed 002) is open.</source>
        <translation>未打开核心规则（种子 002）的游戏。</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="114"/>
        <source>the action #%1</source>
        <translation>行动 #%1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="122"/>
        <source>resolving</source>
        <translation>结算中</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="122"/>
        <source>declared</source>
        <translation>已宣言</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="129"/>
        <source>resolves next</source>
        <translation>下一个结算</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="129"/>
        <source>on the stage</source>
        <translation>在舞台上</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="134"/>
        <source>in the batch of ⑩-2 / ⑩-4</source>
        <translation>⑩-2 / ⑩-4 的本批</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="134"/>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="139"/>
        <source>Turn %1 · %2 on the stage · %3 holds the chance · at %4 %5</source>
        <translation>第 %1 回合 · 舞台上 %2 个 · %3 持有机会 · 当前 %4 %5</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="144"/>
        <source>Game over: %1</source>
        <translation>游戏结束：%1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="145"/>
        <source>%1 wins</source>
        <translation>%1 获胜</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="185"/>
        <source>resolved (taken off at event %1)</source>
        <translation>已结算（于事件 %1 取出）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="185"/>
        <source>cancelled at event %1</source>
        <translation>于事件 %1 被取消</translation>
    </message>
</context>
</TS>
