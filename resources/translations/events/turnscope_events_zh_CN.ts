<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>EventsNames</name>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="36"/>
        <source>No session</source>
        <translation>无会话</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="37"/>
        <source>The %1 belongs to the events ruleset</source>
        <translation>%1 属于 events 规则集</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="54"/>
        <source>who goes first (先后手)</source>
        <translation>决定先后手 (先后手)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="55"/>
        <source>rolling the dice (掷骰)</source>
        <translation>掷骰 (掷骰)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="56"/>
        <source>switching hand cards (换手牌)</source>
        <translation>换手牌 (换手牌)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="57"/>
        <source>start-of-round effects (结算开始效应)</source>
        <translation>结算开始效应 (结算开始效应)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="58"/>
        <source>combat actions (执行各类战斗行动)</source>
        <translation>执行各类战斗行动 (执行各类战斗行动)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="59"/>
        <source>end-of-round effects (结算回合末效应)</source>
        <translation>结算回合末效应 (结算回合末效应)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="60"/>
        <source>choosing a new active character after a defeat (死亡后切换)</source>
        <translation>角色阵亡后选择新的出战角色 (死亡后切换)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="86"/>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="89"/>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="92"/>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="104"/>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="113"/>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="118"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="91"/>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="98"/>
        <source>%1 hand cards %2</source>
        <translation>%1 手牌 %2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="98"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="102"/>
        <source>%1 %2 by %3</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="102"/>
        <source> (plunging)</source>
        <translation> (下落攻击)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="104"/>
        <source> on %1</source>
        <translation> → %1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="107"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="109"/>
        <source>%1 %2 %3 → %4</source>
        <translation>%1 %2 %3 → %4</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="110"/>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="112"/>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="112"/>
        <source>team of %1</source>
        <translation>%1 的阵营</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="114"/>
        <source>%1 %2 %3</source>
        <translation>%1 %2 %3</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="119"/>
        <source>%1 listener %2</source>
        <translation>%1 监听器 %2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="122"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreesnapshot.cpp" line="35"/>
        <source>queued</source>
        <translation>队列中</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreesnapshot.cpp" line="36"/>
        <source>saved (interrupt)</source>
        <translation>已保存 (中断)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreesnapshot.cpp" line="37"/>
        <source>being processed</source>
        <translation>处理中</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreesnapshot.cpp" line="38"/>
        <source>done</source>
        <translation>完成</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreesnapshot.cpp" line="39"/>
        <source>dropped (interrupt)</source>
        <translation>已丢弃 (中断)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="48"/>
        <source>phase signal</source>
        <translation>阶段信号</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="47"/>
        <source>scenario queue</source>
        <translation>场景队列</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreesnapshot.cpp" line="91"/>
        <source>the scenario&apos;s queue</source>
        <translation>场景写入的队列</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="114"/>
        <source> · listens in hand to %1</source>
        <translation> · 在手牌中监听 %1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="48"/>
        <source>instruction</source>
        <translation>指令</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreesnapshot.cpp" line="87"/>
        <source>No event tree yet: the game is between trees</source>
        <translation>尚无事件树: 游戏处于两棵事件树之间</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreesnapshot.cpp" line="92"/>
        <source>the %1 signal</source>
        <translation>%1 信号</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreesnapshot.cpp" line="93"/>
        <source>%1&apos;s instruction</source>
        <translation>%1 的指令</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreesnapshot.cpp" line="94"/>
        <source>Tree of %1: %2 events, %3 done, %4 queued</source>
        <translation>%1 的事件树: %2 个事件, %3 个完成, %4 个在队列中</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreesnapshot.cpp" line="96"/>
        <source>; processing #%1</source>
        <translation>; 正在处理 #%1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuesnapshot.cpp" line="21"/>
        <source>event = q.pop(0): the head event is taken off the queue</source>
        <translation>event = q.pop(0): 从队列头取出事件</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuesnapshot.cpp" line="24"/>
        <source>for L in listeners: elist.extend(L.listen(event))</source>
        <translation>for L in listeners: elist.extend(L.listen(event))</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuesnapshot.cpp" line="26"/>
        <source>if event is not over: elist.append(over(event))</source>
        <translation>if event is not over: elist.append(over(event))</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuesnapshot.cpp" line="28"/>
        <source>q = elist + q: the answers go in front of the queue</source>
        <translation>q = elist + q: 响应事件放到队列前面</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuesnapshot.cpp" line="30"/>
        <source>interrupt: raise_interrupt(), save_queue(q), break</source>
        <translation>中断: raise_interrupt(), save_queue(q), break</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuesnapshot.cpp" line="32"/>
        <source>if recover: q = load_queue()</source>
        <translation>if recover: q = load_queue()</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuesnapshot.cpp" line="34"/>
        <source>stable state: the queue is empty, waiting for an instruction</source>
        <translation>稳定状态: 队列为空, 等待指令</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuesnapshot.cpp" line="36"/>
        <source>a new sequence of events enters the queue</source>
        <translation>新的事件序列进入队列</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuesnapshot.cpp" line="38"/>
        <source>the queue is empty: the tree is complete</source>
        <translation>队列为空: 事件树已完成</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuesnapshot.cpp" line="41"/>
        <source>interrupt = execute(event)</source>
        <translation>interrupt = execute(event)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuesnapshot.cpp" line="81"/>
        <source>Being processed</source>
        <translation>处理中</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuesnapshot.cpp" line="81"/>
        <source>The event popped last: its listeners answer, then it is executed</source>
        <translation>最后取出的事件: 监听器先响应, 然后执行</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuesnapshot.cpp" line="84"/>
        <source>Answers so far (elist)</source>
        <translation>目前的响应 (elist)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuesnapshot.cpp" line="85"/>
        <source>What the listeners answered to it, and its over event: they go in front of the queue</source>
        <translation>监听器的响应及其结束事件: 它们会放到队列前面</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuesnapshot.cpp" line="89"/>
        <source>Queue (head first)</source>
        <translation>队列 (从头开始)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuesnapshot.cpp" line="89"/>
        <source>The rest of the queue: popped from the top</source>
        <translation>队列的其余部分: 从上往下取出</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuesnapshot.cpp" line="97"/>
        <source>Saved queue %1: back in %2 after %3 chooses</source>
        <translation>保存的队列 %1: %3 选择后回到 %2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuesnapshot.cpp" line="99"/>
        <source>Saved when #%1 raised the interrupt (004:interrupt/save); restored by recover</source>
        <translation>#%1 引发中断时保存 (004:interrupt/save); 由 recover 恢复</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuesnapshot.cpp" line="105"/>
        <source>Phase %1 · %2 queued</source>
        <translation>阶段 %1 · 队列中 %2 个</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuesnapshot.cpp" line="107"/>
        <source> · %1 saved queue(s): waiting for the DeathSwap choice</source>
        <translation> · %1 个保存的队列: 等待 DeathSwap 选择</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuesnapshot.cpp" line="109"/>
        <source> · recover pending</source>
        <translation> · 等待恢复</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="108"/>
        <source>%1 card</source>
        <translation>%1 卡牌</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="106"/>
        <source>empty slot</source>
        <translation>空槽位</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="87"/>
        <source>usage ∞</source>
        <translation>可用次数 ∞</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="87"/>
        <source>usage %1</source>
        <translation>可用次数 %1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="90"/>
        <source> · used up, no longer listens</source>
        <translation> · 已用尽, 不再监听</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="97"/>
        <source>listener %1 (uid %2) at %3</source>
        <translation>监听器 %1 (uid %2), 地址 %3</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="126"/>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="126"/>
        <source>%1, no limit</source>
        <translation>%1, 无上限</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="149"/>
        <source>Characters</source>
        <translation>角色区</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="151"/>
        <source>%1 characters</source>
        <translation>%1 个角色</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="153"/>
        <source>weapon</source>
        <translation>武器</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="153"/>
        <source>artifact</source>
        <translation>圣遗物</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="153"/>
        <source>talent</source>
        <translation>天赋</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="167"/>
        <source>HP %1/%2</source>
        <translation>HP %1/%2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="169"/>
        <source> · active</source>
        <translation> · 出战</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="171"/>
        <source> · defeated</source>
        <translation> · 阵亡</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="178"/>
        <source>a character is a listener too: it answers its own skills</source>
        <translation>角色也是监听器: 它响应自己的技能</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="186"/>
        <source>buff</source>
        <translation>角色状态</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="205"/>
        <source>Player data</source>
        <translation>玩家数据</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="207"/>
        <source>round ended</source>
        <translation>已结束回合</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="207"/>
        <source>in the round</source>
        <translation>回合中</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="209"/>
        <source>plunging attack next</source>
        <translation>下次为下落攻击</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="211"/>
        <source>a character fell this round</source>
        <translation>本回合内有角色阵亡</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="213"/>
        <source>PlayerData History: active character index, ended the round, the next normal attack is a plunging attack, a character fell this round</source>
        <translation>PlayerData 的 History: 出战角色下标, 是否结束回合, 下次普通攻击是否为下落攻击, 本回合内是否有角色阵亡</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="222"/>
        <source>Team buffs</source>
        <translation>阵营状态区</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="223"/>
        <source>Summons</source>
        <translation>召唤区</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="224"/>
        <source>Supports</source>
        <translation>支援区</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="225"/>
        <source>Hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="232"/>
        <source>Dice pool</source>
        <translation>骰池</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="233"/>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="250"/>
        <source>not addressable</source>
        <translation>不可寻址</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="238"/>
        <source>no dice</source>
        <translation>无骰子</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="239"/>
        <source>A vector of counts, one per element id, omni last; unordered, so it cannot be addressed (004:address)</source>
        <translation>一个向量, 每一位表示某种元素的数量 (万能在最后); 无序, 因此不可寻址 (004:address)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="249"/>
        <source>Pile</source>
        <translation>牌堆</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="251"/>
        <source>%1 cards, unordered</source>
        <translation>%1 张, 乱序</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="252"/>
        <source>The pile is completely unordered: a card is drawn at random (004:zone/pile)</source>
        <translation>牌堆完全是乱序的: 随机抽取一张牌 (004:zone/pile)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="278"/>
        <source>Round %1 · phase %2 · %3 to act</source>
        <translation>第 %1 回合 · 阶段 %2 · 轮到 %3</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="281"/>
        <source> · %1 changed by this event</source>
        <translation> · 此事件改变了 %1 处</translation>
    </message>
</context>
<context>
    <name>EventsNarration</name>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="22"/>
        <source>the game start</source>
        <translation>游戏开始</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="23"/>
        <source>the roll phase</source>
        <translation>投掷阶段</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="24"/>
        <source>the hand switch</source>
        <translation>换手牌</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="25"/>
        <source>the round start</source>
        <translation>回合开始</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="26"/>
        <source>the combat phase</source>
        <translation>行动阶段</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="27"/>
        <source>the round end</source>
        <translation>回合结束</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="28"/>
        <source>the death swap</source>
        <translation>击倒后的角色替换</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="29"/>
        <source>an unknown phase</source>
        <translation>未知阶段</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="40"/>
        <source>The game begins: player %1 goes first</source>
        <translation>游戏开始：玩家 %1 先手</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="41"/>
        <source>The game begins: the first player is drawn at random</source>
        <translation>游戏开始：先手玩家随机决定</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="43"/>
        <source>Round %1 begins</source>
        <translation>第 %1 回合开始</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="45"/>
        <source>The game signals %1 for %2: event #%3 starts its sequence of %4 event(s)</source>
        <translation>游戏为 %2 发出%1信号：事件 #%3 开始其 %4 个事件的序列</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="47"/>
        <source>The queue is empty and the game is stable in %1: %2 is asked what to do (%3 legal answer(s))</source>
        <translation>队列为空，游戏在%1中处于稳定状态：询问 %2 要做什么（%3 个合法回答）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="49"/>
        <source>%1 gives instruction %2 of the round</source>
        <translation>%1 下达本回合的第 %2 条指令</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="51"/>
        <source>%1&apos;s instruction is not legal now, so %1 is asked again</source>
        <translation>%1 的指令现在不合法，因此再次询问 %1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="53"/>
        <source>Event #%1 of %2 on %3 joins the queue at place %4</source>
        <translation>%2 针对 %3 的事件 #%1 加入队列第 %4 位</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="56"/>
        <source>Event #%1 of %2 on %3 is taken from the head of the queue (%4 left): its listeners hear it first</source>
        <translation>%2 针对 %3 的事件 #%1 从队列首位取出（剩 %4 个）：先由监听者听取</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="59"/>
        <source>%2 listener(s) will hear event #%1, %3 of them %4&apos;s, in listening order: the event&apos;s player first</source>
        <translation>%2 个监听者（其中 %3 个属于 %4）将按监听顺序听取事件 #%1：事件所属玩家的优先</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="61"/>
        <source>%1 hears event #%2 on %3</source>
        <translation>%1 听到针对 %3 的事件 #%2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="63"/>
        <source>%1 answers event #%3 with event #%2 on %4: answers run before the rest of the queue</source>
        <translation>%1 以针对 %4 的事件 #%2 回应事件 #%3：回应先于队列中其余事件执行</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="65"/>
        <source>%1 adds damage to event #%2: from %3 to %4</source>
        <translation>%1 为事件 #%2 增加伤害：从 %3 变为 %4</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="66"/>
        <source>%1 absorbs damage of event #%2: from %3 to %4</source>
        <translation>%1 吸收事件 #%2 的伤害：从 %3 变为 %4</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="67"/>
        <source>%1 cancels event #%2</source>
        <translation>%1 取消事件 #%2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="68"/>
        <source>%1 changes event #%2: from %3 to %4</source>
        <translation>%1 修改事件 #%2：从 %3 变为 %4</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="70"/>
        <source>%1 has used up its usages on event #%2 and is removed</source>
        <translation>%1 在事件 #%2 中用完了使用次数，被移除</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="72"/>
        <source>Every listener has been asked about event #%1: %2 of %4 heard it and gave %3 answer(s)</source>
        <translation>已就事件 #%1 询问所有监听者：%4 个中有 %2 个听到，共给出 %3 个回应</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="74"/>
        <source>Event #%1 of %2 on %3 is executed</source>
        <translation>执行 %2 针对 %3 的事件 #%1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="77"/>
        <source>%1 deals %3 damage to %2: %2 has %4 HP left (event #%5)</source>
        <translation>%1 对 %2 造成 %3 点伤害：%2 剩余 HP %4（事件 #%5）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="79"/>
        <source>%1 is healed by %2: %3 HP now (event #%4)</source>
        <translation>%1 回复 %2：HP 现为 %3（事件 #%4）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="81"/>
        <source>%2 of %1 is defeated</source>
        <translation>%1 的 %2 被击倒</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="82"/>
        <source>%2 of %1, the active character, is defeated: %1 must choose a new one</source>
        <translation>%1 的出战角色 %2 被击倒：%1 必须选择新的出战角色</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="84"/>
        <source>%1 draws %2: %3 card(s) left in the pile</source>
        <translation>%1 抽到 %2：牌库剩 %3 张</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="86"/>
        <source>%1&apos;s hand is full (%3 cards), so %2 is burned</source>
        <translation>%1 的手牌已满（%3 张），因此 %2 被烧掉</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="88"/>
        <source>%1&apos;s pile is empty: %2 card(s) cannot be drawn</source>
        <translation>%1 的牌库已空：有 %2 张无法抽取</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="90"/>
        <source>%1 rolls dice of element %2: %3 of them now</source>
        <translation>%1 投出元素 %2 的骰子：现有 %3 个</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="92"/>
        <source>%1 pays %3 dice of element %2: %4 left</source>
        <translation>%1 支付 %3 个元素 %2 的骰子：剩 %4 个</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="94"/>
        <source>%1 gains %3 dice of element %2: %4 now</source>
        <translation>%1 获得 %3 个元素 %2 的骰子：现有 %4 个</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="96"/>
        <source>%1 is placed with %2 and starts listening, with %3 usage(s)</source>
        <translation>%1 被放置在 %2 处并开始监听，使用次数 %3</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="99"/>
        <source>%1 moves to a new address in its zone: its old address no longer finds it</source>
        <translation>%1 移到其区域内的新地址：旧地址已找不到它</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="101"/>
        <source>%1 is discarded from %2 and stops listening</source>
        <translation>%1 从 %2 弃置，停止监听</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="102"/>
        <source>%1 is played from %2</source>
        <translation>%1 从 %2 打出</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="103"/>
        <source>%1 is replaced on %2 and stops listening</source>
        <translation>%2 上的 %1 被替换，停止监听</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="104"/>
        <source>%1 is removed with the defeat of %2</source>
        <translation>随着 %2 被击倒，%1 被移除</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="105"/>
        <source>%1 returns from %2</source>
        <translation>%1 从 %2 返回</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="106"/>
        <source>%1 is removed from %2</source>
        <translation>%1 从 %2 移除</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="108"/>
        <source>%1 is already there, so it is refreshed instead: its usages go from %2 to %3</source>
        <translation>%1 已存在，因此改为刷新：使用次数从 %2 变为 %3</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="110"/>
        <source>%1&apos;s zone is full (at most %3), so %2 cannot be placed</source>
        <translation>%1 的区域已满（最多 %3 个），因此无法放置 %2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="112"/>
        <source>%1 replaces %2 in slot %3</source>
        <translation>%1 替换第 %3 格的 %2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="114"/>
        <source>%1 switches its active character to %2</source>
        <translation>%1 将出战角色切换为 %2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="116"/>
        <source>The turn passes to %1</source>
        <translation>行动轮转到 %1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="117"/>
        <source>%1 keeps the turn: the opponent has ended the round</source>
        <translation>%1 继续行动：对手已宣布结束本回合</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="119"/>
        <source>%1 declares the end of its round: player %2 goes first next round</source>
        <translation>%1 宣布结束本回合：下一回合由玩家 %2 先手</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="121"/>
        <source>Event #%1 on %2 has no effect: it was cancelled</source>
        <translation>针对 %2 的事件 #%1 没有效果：已被取消</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="122"/>
        <source>Event #%1 on %2 has no effect: an earlier event is over</source>
        <translation>针对 %2 的事件 #%1 没有效果：先前的事件已终结</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="123"/>
        <source>Event #%1 on %2 has no effect: its target is defeated</source>
        <translation>针对 %2 的事件 #%1 没有效果：目标已被击倒</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="124"/>
        <source>Event #%1 on %2 has no effect: nothing is there</source>
        <translation>针对 %2 的事件 #%1 没有效果：那里什么也没有</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="125"/>
        <source>Event #%1 only signals: it changes nothing itself</source>
        <translation>事件 #%1 只是信号：本身不改变任何东西</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="126"/>
        <source>Event #%1 on %2 has no effect: it is already the active character</source>
        <translation>针对 %2 的事件 #%1 没有效果：它已是出战角色</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="127"/>
        <source>Event #%1 on %2 has no effect</source>
        <translation>针对 %2 的事件 #%1 没有效果</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="129"/>
        <source>The address of %1 for event #%2 finds %3</source>
        <translation>%1 在事件 #%2 中的地址找到 %3</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="131"/>
        <source>The address of %1 for event #%2 finds nothing: no such player</source>
        <translation>%1 在事件 #%2 中的地址什么也没找到：没有该玩家</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="132"/>
        <source>The address of %1 for event #%2 finds nothing: it cannot be addressed</source>
        <translation>%1 在事件 #%2 中的地址什么也没找到：无法寻址</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="133"/>
        <source>The address of %1 for event #%2 finds nothing: no such index</source>
        <translation>%1 在事件 #%2 中的地址什么也没找到：没有该索引</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="134"/>
        <source>The address of %1 for event #%2 finds nothing: no such subzone</source>
        <translation>%1 在事件 #%2 中的地址什么也没找到：没有该子区域</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="135"/>
        <source>The address of %1 for event #%2 finds nothing: the place is empty</source>
        <translation>%1 在事件 #%2 中的地址什么也没找到：该位置为空</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="136"/>
        <source>The address of %1 for event #%2 finds nothing: it is not a character</source>
        <translation>%1 在事件 #%2 中的地址什么也没找到：不是角色</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="137"/>
        <source>The address of %1 for event #%2 finds nothing: the character is defeated</source>
        <translation>%1 在事件 #%2 中的地址什么也没找到：角色已被击倒</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="138"/>
        <source>The address of %1 for event #%2 finds nothing</source>
        <translation>%1 在事件 #%2 中的地址什么也没找到</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="140"/>
        <source>Event #%1 is over: the events that came from event #%2 are over with it</source>
        <translation>事件 #%1 终结：由事件 #%2 产生的事件也随之终结</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="142"/>
        <source>The %2 answer(s) to event #%1 go to the head of the queue, before the rest: %3 event(s) queued</source>
        <translation>对事件 #%1 的 %2 个回应进入队列首部，排在其余事件之前：队列中共 %3 个</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="145"/>
        <source>Event #%3 interrupts %4: %1 must replace the defeated %2 before anything else</source>
        <translation>事件 #%3 打断%4：%1 必须先替换被击倒的 %2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="147"/>
        <source>The queue is saved for later: %2 event(s) kept, %3 answer(s) dropped, %4 saved queue(s) now</source>
        <translation>保存队列留待稍后：保留 %2 个事件，丢弃 %3 个回应，现有 %4 个已保存的队列</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="149"/>
        <source>Event #%1 of %2 on %3 is dropped: event #%4 interrupted it</source>
        <translation>%2 针对 %3 的事件 #%1 被丢弃：事件 #%4 打断了它</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="151"/>
        <source>The saved queue is recovered: %2 event(s) of %3 resume for %1</source>
        <translation>恢复已保存的队列：%1 的%3中的 %2 个事件继续进行</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="153"/>
        <source>The event tree is done: %1 event(s), %2 taken from the queue</source>
        <translation>事件树完成：共 %1 个事件，从队列取出 %2 个</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="155"/>
        <source>The game is over in round %2: %1 wins</source>
        <translation>游戏在第 %2 回合结束：%1 获胜</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="156"/>
        <source>The game is over in round %2 with no winner</source>
        <translation>游戏在第 %2 回合结束，没有胜者</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="158"/>
        <source>%1 does not hear event #%2: its holder is defeated</source>
        <translation>%1 没有听到事件 #%2：其持有者已被击倒</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="159"/>
        <source>%1 does not hear event #%2: its usages are used up</source>
        <translation>%1 没有听到事件 #%2：使用次数已用完</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="160"/>
        <source>%1 does not hear event #%2: it has %3 usage(s) and needs %4</source>
        <translation>%1 没有听到事件 #%2：它有 %3 次使用次数，需要 %4 次</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="161"/>
        <source>%1 does not hear event #%2: it listens in another phase</source>
        <translation>%1 没有听到事件 #%2：它在其他阶段监听</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="162"/>
        <source>%1 does not hear event #%2: it listens to the other player&apos;s events</source>
        <translation>%1 没有听到事件 #%2：它监听另一位玩家的事件</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="163"/>
        <source>%1 does not hear event #%2: the event comes from another source</source>
        <translation>%1 没有听到事件 #%2：事件来自其他来源</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="164"/>
        <source>%1 does not hear event #%2: the event has another target</source>
        <translation>%1 没有听到事件 #%2：事件的目标不同</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="165"/>
        <source>%1 does not hear event #%2: the element is not the one it wants</source>
        <translation>%1 没有听到事件 #%2：元素不是它需要的</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="166"/>
        <source>%1 does not hear event #%2: it wants a normal attack</source>
        <translation>%1 没有听到事件 #%2：它需要普通攻击</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="167"/>
        <source>%1 does not hear event #%2: it wants a plunging attack</source>
        <translation>%1 没有听到事件 #%2：它需要下落攻击</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="168"/>
        <source>%1 does not hear event #%2: it is defeated</source>
        <translation>%1 没有听到事件 #%2：它已被击倒</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="169"/>
        <source>%1 does not hear event #%2</source>
        <translation>%1 没有听到事件 #%2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="97"/>
        <source>%1 is placed with %2 and starts listening, with no limit on its usages</source>
        <translation>%1 被放置在 %2 处并开始监听，使用次数不受限制</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="54"/>
        <source>Event #%1 of %2 joins the queue at place %4</source>
        <translation>%2 的事件 #%1 加入队列第 %4 位</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="57"/>
        <source>Event #%1 of %2 is taken from the head of the queue (%4 left): its listeners hear it first</source>
        <translation>%2 的事件 #%1 从队列首位取出（剩 %4 个）：先由监听者听取</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="75"/>
        <source>Event #%1 of %2 is executed</source>
        <translation>执行 %2 的事件 #%1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="143"/>
        <source>Nothing answered event #%1: the queue goes on (%3 event(s) queued)</source>
        <translation>没有回应事件 #%1 的：队列照常继续（队列中 %3 个）</translation>
    </message>
</context>
<context>
    <name>ts::gui::EventTreeDock</name>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreedock.cpp" line="19"/>
        <source>Event Tree</source>
        <translation>事件树</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreedock.cpp" line="42"/>
        <source>being processed</source>
        <translation>处理中</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreedock.cpp" line="43"/>
        <source>made or touched by the event at the cursor</source>
        <translation>由光标处事件产生或涉及</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreedock.cpp" line="44"/>
        <source>still queued</source>
        <translation>仍在队列中</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreedock.cpp" line="45"/>
        <source>dropped by an interrupt</source>
        <translation>被中断丢弃</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreedock.cpp" line="63"/>
        <source>event tree</source>
        <translation>事件树</translation>
    </message>
</context>
<context>
    <name>ts::gui::EventTreeModel</name>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreemodel.cpp" line="51"/>
        <source>, cancelled</source>
        <translation>, 已取消</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreemodel.cpp" line="58"/>
        <source>answered to #%1 by %2 at %3</source>
        <translation>由 %2 (%3) 响应 #%1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreemodel.cpp" line="59"/>
        <source>a root: an event of the %1</source>
        <translation>根: %1 的事件</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreemodel.cpp" line="61"/>
        <source>the over event of #%1: appended after its answers (004:queue/over)</source>
        <translation>#%1 的结束事件: 追加在响应之后 (004:queue/over)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreemodel.cpp" line="64"/>
        <source>popped as number %1 of this tree</source>
        <translation>此事件树中第 %1 个被取出</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreemodel.cpp" line="65"/>
        <source>double-click: go to its %1 event</source>
        <translation>双击: 跳转到它的%1事件</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreemodel.cpp" line="65"/>
        <source>pop</source>
        <translation>取出</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreemodel.cpp" line="65"/>
        <source>creation</source>
        <translation>产生</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreemodel.cpp" line="104"/>
        <source>Event</source>
        <translation>事件</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreemodel.cpp" line="105"/>
        <source>Answered by</source>
        <translation>响应者</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreemodel.cpp" line="106"/>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreemodel.cpp" line="107"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreemodel.cpp" line="108"/>
        <source>Popped</source>
        <translation>取出顺序</translation>
    </message>
</context>
<context>
    <name>ts::gui::EventsUi</name>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsui.cpp" line="32"/>
        <source>Rounds</source>
        <translation>回合</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsui.cpp" line="32"/>
        <source>R</source>
        <comment>a round&apos;s label on the timeline: R12</comment>
        <translation>R</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsui.cpp" line="32"/>
        <source>Round, or round.instruction (e.g. 3 or 3.2):</source>
        <translation>回合, 或 回合.指令 (例如 3 或 3.2):</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsui.cpp" line="33"/>
        <source>The trace has no round %1</source>
        <translation>追踪中没有第 %1 回合</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsui.cpp" line="43"/>
        <source>&lt;b&gt;player(&quot;Name&quot;)&lt;/b&gt; a player (&lt;i&gt;active, endedRound, plungingNext, characterFell, dice, summons, hand, …&lt;/i&gt;), &lt;b&gt;character(&quot;Id&quot;)&lt;/b&gt; or &lt;b&gt;character(&quot;Player.Id&quot;)&lt;/b&gt; a character (&lt;i&gt;hp, alive, buffs, weapon, …&lt;/i&gt;), &lt;b&gt;phase()&lt;/b&gt;, &lt;b&gt;round()&lt;/b&gt;, &lt;b&gt;queue()&lt;/b&gt; the queue head first, &lt;b&gt;saved()&lt;/b&gt; the saved queues of an interrupt, &lt;b&gt;current()&lt;/b&gt; the event being processed or null, &lt;b&gt;state&lt;/b&gt; the whole state. E.g. &lt;code&gt;character(&quot;Bob.Keqing&quot;).hp &amp;lt;= 2&lt;/code&gt;, &lt;code&gt;saved().length &amp;gt; 0&lt;/code&gt;, &lt;code&gt;queue().length &amp;gt;= 5&lt;/code&gt;</source>
        <translation>&lt;b&gt;player(&quot;Name&quot;)&lt;/b&gt; 玩家 (&lt;i&gt;active, endedRound, plungingNext, characterFell, dice, summons, hand, …&lt;/i&gt;), &lt;b&gt;character(&quot;Id&quot;)&lt;/b&gt; 或 &lt;b&gt;character(&quot;Player.Id&quot;)&lt;/b&gt; 角色 (&lt;i&gt;hp, alive, buffs, weapon, …&lt;/i&gt;), &lt;b&gt;phase()&lt;/b&gt;, &lt;b&gt;round()&lt;/b&gt;, &lt;b&gt;queue()&lt;/b&gt; 从头开始的队列, &lt;b&gt;saved()&lt;/b&gt; 中断保存的队列, &lt;b&gt;current()&lt;/b&gt; 正在处理的事件或 null, &lt;b&gt;state&lt;/b&gt; 整个状态。例如 &lt;code&gt;character(&quot;Bob.Keqing&quot;).hp &amp;lt;= 2&lt;/code&gt;, &lt;code&gt;saved().length &amp;gt; 0&lt;/code&gt;, &lt;code&gt;queue().length &amp;gt;= 5&lt;/code&gt;</translation>
    </message>
</context>
<context>
    <name>ts::gui::QueueDock</name>
    <message>
        <location filename="../../../widgets/rulesets/events/queuedock.cpp" line="20"/>
        <source>Queue</source>
        <translation>队列</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuedock.cpp" line="30"/>
        <source>The line of the seed&apos;s event loop that the event at the cursor carries out</source>
        <translation>光标处事件所执行的种子事件循环中的那一行</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuedock.cpp" line="47"/>
        <source>being processed</source>
        <translation>处理中</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuedock.cpp" line="48"/>
        <source>made or popped by the event at the cursor</source>
        <translation>由光标处事件产生或取出</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuedock.cpp" line="49"/>
        <source>saved by an interrupt</source>
        <translation>被中断保存</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuedock.cpp" line="71"/>
        <source>queue</source>
        <translation>队列</translation>
    </message>
</context>
<context>
    <name>ts::gui::QueueModel</name>
    <message>
        <location filename="../../../widgets/rulesets/events/queuemodel.cpp" line="51"/>
        <source>%1 — empty</source>
        <translation>%1 — 空</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuemodel.cpp" line="81"/>
        <source>#%1 %2, made by %3</source>
        <translation>#%1 %2, 由 %3 产生</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuemodel.cpp" line="96"/>
        <source>Event</source>
        <translation>事件</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuemodel.cpp" line="97"/>
        <source>Made by</source>
        <translation>产生者</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuemodel.cpp" line="98"/>
        <source>Node</source>
        <translation>节点</translation>
    </message>
</context>
<context>
    <name>ts::gui::ZonesDock</name>
    <message>
        <location filename="../../../widgets/rulesets/events/zonesdock.cpp" line="21"/>
        <source>Zones</source>
        <translation>区域</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonesdock.cpp" line="47"/>
        <source>a listener</source>
        <translation>监听器</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonesdock.cpp" line="48"/>
        <source>not listening (used up, defeated)</source>
        <translation>不在监听 (已用尽或阵亡)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonesdock.cpp" line="49"/>
        <source>hears the event at the cursor</source>
        <translation>正在监听光标处事件</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonesdock.cpp" line="50"/>
        <source>changed by the event at the cursor</source>
        <translation>被光标处事件改变</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonesdock.cpp" line="93"/>
        <source>zones panel</source>
        <translation>区域面板</translation>
    </message>
</context>
<context>
    <name>ts::gui::ZonesModel</name>
    <message>
        <location filename="../../../widgets/rulesets/events/zonesmodel.cpp" line="106"/>
        <source>Zone / listener</source>
        <translation>区域 / 监听器</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonesmodel.cpp" line="107"/>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonesmodel.cpp" line="108"/>
        <source>Detail</source>
        <translation>详情</translation>
    </message>
</context>
</TS>
