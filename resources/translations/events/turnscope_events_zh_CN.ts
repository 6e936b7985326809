<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>EventsNames</name>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="39"/>
        <source>No session</source>
        <translation>无会话</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="40"/>
        <source>The %1 belongs to the events ruleset</source>
        <translation>%1 属于 events 规则集</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="50"/>
        <source>who goes first (先后手)</source>
        <translation>决定先后手 (先后手)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="51"/>
        <source>rolling the dice (掷骰)</source>
        <translation>掷骰 (掷骰)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="52"/>
        <source>switching hand cards (换手牌)</source>
        <translation>换手牌 (换手牌)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="53"/>
        <source>start-of-round effects (结算开始效应)</source>
        <translation>结算开始效应 (结算开始效应)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="54"/>
        <source>combat actions (执行各类战斗行动)</source>
        <translation>执行各类战斗行动 (执行各类战斗行动)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="55"/>
        <source>end-of-round effects (结算回合末效应)</source>
        <translation>结算回合末效应 (结算回合末效应)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="56"/>
        <source>choosing a new active character after a defeat (死亡后切换)</source>
        <translation>角色阵亡后选择新的出战角色 (死亡后切换)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="82"/>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="85"/>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="88"/>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="100"/>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="109"/>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="114"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="87"/>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="94"/>
        <source>%1 hand cards %2</source>
        <translation>%1 手牌 %2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="94"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="98"/>
        <source>%1 %2 by %3</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="98"/>
        <source> (plunging)</source>
        <translation> (下落攻击)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="100"/>
        <source> on %1</source>
        <translation> → %1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="103"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="105"/>
        <source>%1 %2 %3 → %4</source>
        <translation>%1 %2 %3 → %4</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="106"/>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="108"/>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="108"/>
        <source>team of %1</source>
        <translation>%1 的阵营</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="110"/>
        <source>%1 %2 %3</source>
        <translation>%1 %2 %3</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="115"/>
        <source>%1 listener %2</source>
        <translation>%1 监听器 %2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="118"/>
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
        <location filename="../../../widgets/rulesets/events/eventtreesnapshot.cpp" line="74"/>
        <location filename="../../../widgets/rulesets/events/queuesnapshot.cpp" line="74"/>
        <source>phase signal</source>
        <translation>阶段信号</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreesnapshot.cpp" line="74"/>
        <location filename="../../../widgets/rulesets/events/queuesnapshot.cpp" line="74"/>
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
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="86"/>
        <source>%1 card</source>
        <translation>%1 卡牌</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="87"/>
        <source>empty slot</source>
        <translation>空槽位</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="89"/>
        <source>usage ∞</source>
        <translation>可用次数 ∞</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="89"/>
        <source>usage %1</source>
        <translation>可用次数 %1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="92"/>
        <source> · used up, no longer listens</source>
        <translation> · 已用尽, 不再监听</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="99"/>
        <source>listener %1 (uid %2) at %3</source>
        <translation>监听器 %1 (uid %2), 地址 %3</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="111"/>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="111"/>
        <source>%1, no limit</source>
        <translation>%1, 无上限</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="134"/>
        <source>Characters</source>
        <translation>角色区</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="136"/>
        <source>%1 characters</source>
        <translation>%1 个角色</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="138"/>
        <source>weapon</source>
        <translation>武器</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="138"/>
        <source>artifact</source>
        <translation>圣遗物</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="138"/>
        <source>talent</source>
        <translation>天赋</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="152"/>
        <source>HP %1/%2</source>
        <translation>HP %1/%2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="154"/>
        <source> · active</source>
        <translation> · 出战</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="156"/>
        <source> · defeated</source>
        <translation> · 阵亡</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="163"/>
        <source>a character is a listener too: it answers its own skills</source>
        <translation>角色也是监听器: 它响应自己的技能</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="171"/>
        <source>buff</source>
        <translation>角色状态</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="190"/>
        <source>Player data</source>
        <translation>玩家数据</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="192"/>
        <source>round ended</source>
        <translation>已结束回合</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="192"/>
        <source>in the round</source>
        <translation>回合中</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="194"/>
        <source>plunging attack next</source>
        <translation>下次为下落攻击</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="196"/>
        <source>a character fell this round</source>
        <translation>本回合内有角色阵亡</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="198"/>
        <source>PlayerData History: active character index, ended the round, the next normal attack is a plunging attack, a character fell this round</source>
        <translation>PlayerData 的 History: 出战角色下标, 是否结束回合, 下次普通攻击是否为下落攻击, 本回合内是否有角色阵亡</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="207"/>
        <source>Team buffs</source>
        <translation>阵营状态区</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="208"/>
        <source>Summons</source>
        <translation>召唤区</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="209"/>
        <source>Supports</source>
        <translation>支援区</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="210"/>
        <source>Hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="217"/>
        <source>Dice pool</source>
        <translation>骰池</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="218"/>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="235"/>
        <source>not addressable</source>
        <translation>不可寻址</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="223"/>
        <source>no dice</source>
        <translation>无骰子</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="224"/>
        <source>A vector of counts, one per element id, omni last; unordered, so it cannot be addressed (004:address)</source>
        <translation>一个向量, 每一位表示某种元素的数量 (万能在最后); 无序, 因此不可寻址 (004:address)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="234"/>
        <source>Pile</source>
        <translation>牌堆</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="236"/>
        <source>%1 cards, unordered</source>
        <translation>%1 张, 乱序</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="237"/>
        <source>The pile is completely unordered: a card is drawn at random (004:zone/pile)</source>
        <translation>牌堆完全是乱序的: 随机抽取一张牌 (004:zone/pile)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="263"/>
        <source>Round %1 · phase %2 · %3 to act</source>
        <translation>第 %1 回合 · 阶段 %2 · 轮到 %3</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="266"/>
        <source> · %1 changed by this event</source>
        <translation> · 此事件改变了 %1 处</translation>
    </message>
</context>
<context>
    <name>ts::gui::EventTreeDock</name>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreedock.cpp" line="18"/>
        <source>Event Tree</source>
        <translation>事件树</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreedock.cpp" line="41"/>
        <source>being processed</source>
        <translation>处理中</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreedock.cpp" line="42"/>
        <source>made or touched by the event at the cursor</source>
        <translation>由光标处事件产生或涉及</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreedock.cpp" line="43"/>
        <source>still queued</source>
        <translation>仍在队列中</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreedock.cpp" line="44"/>
        <source>dropped by an interrupt</source>
        <translation>被中断丢弃</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreedock.cpp" line="62"/>
        <source>event tree</source>
        <translation>事件树</translation>
    </message>
</context>
<context>
    <name>ts::gui::EventTreeModel</name>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreemodel.cpp" line="50"/>
        <source>, cancelled</source>
        <translation>, 已取消</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreemodel.cpp" line="57"/>
        <source>answered to #%1 by %2 at %3</source>
        <translation>由 %2 (%3) 响应 #%1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreemodel.cpp" line="58"/>
        <source>a root: an event of the %1</source>
        <translation>根: %1 的事件</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreemodel.cpp" line="60"/>
        <source>the over event of #%1: appended after its answers (004:queue/over)</source>
        <translation>#%1 的结束事件: 追加在响应之后 (004:queue/over)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreemodel.cpp" line="63"/>
        <source>popped as number %1 of this tree</source>
        <translation>此事件树中第 %1 个被取出</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreemodel.cpp" line="64"/>
        <source>double-click: go to its %1 event</source>
        <translation>双击: 跳转到它的%1事件</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreemodel.cpp" line="64"/>
        <source>pop</source>
        <translation>取出</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreemodel.cpp" line="64"/>
        <source>creation</source>
        <translation>产生</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreemodel.cpp" line="103"/>
        <source>Event</source>
        <translation>事件</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreemodel.cpp" line="104"/>
        <source>Answered by</source>
        <translation>响应者</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreemodel.cpp" line="105"/>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreemodel.cpp" line="106"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreemodel.cpp" line="107"/>
        <source>Popped</source>
        <translation>取出顺序</translation>
    </message>
</context>
<context>
    <name>ts::gui::EventsUi</name>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsui.cpp" line="28"/>
        <source>Rounds</source>
        <translation>回合</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsui.cpp" line="28"/>
        <source>R</source>
        <comment>a round&apos;s label on the timeline: R12</comment>
        <translation>R</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsui.cpp" line="28"/>
        <source>Round, or round.instruction (e.g. 3 or 3.2):</source>
        <translation>回合, 或 回合.指令 (例如 3 或 3.2):</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsui.cpp" line="29"/>
        <source>The trace has no round %1</source>
        <translation>追踪中没有第 %1 回合</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsui.cpp" line="65"/>
        <source>&lt;b&gt;player(&quot;Name&quot;)&lt;/b&gt; a player (&lt;i&gt;active, endedRound, plungingNext, characterFell, dice, summons, hand, …&lt;/i&gt;), &lt;b&gt;character(&quot;Id&quot;)&lt;/b&gt; or &lt;b&gt;character(&quot;Player.Id&quot;)&lt;/b&gt; a character (&lt;i&gt;hp, alive, buffs, weapon, …&lt;/i&gt;), &lt;b&gt;phase()&lt;/b&gt;, &lt;b&gt;round()&lt;/b&gt;, &lt;b&gt;queue()&lt;/b&gt; the queue head first, &lt;b&gt;saved()&lt;/b&gt; the saved queues of an interrupt, &lt;b&gt;current()&lt;/b&gt; the event being processed or null, &lt;b&gt;state&lt;/b&gt; the whole state. E.g. &lt;code&gt;character(&quot;Bob.Keqing&quot;).hp &amp;lt;= 2&lt;/code&gt;, &lt;code&gt;saved().length &amp;gt; 0&lt;/code&gt;, &lt;code&gt;queue().length &amp;gt;= 5&lt;/code&gt;</source>
        <translation>&lt;b&gt;player(&quot;Name&quot;)&lt;/b&gt; 玩家 (&lt;i&gt;active, endedRound, plungingNext, characterFell, dice, summons, hand, …&lt;/i&gt;), &lt;b&gt;character(&quot;Id&quot;)&lt;/b&gt; 或 &lt;b&gt;character(&quot;Player.Id&quot;)&lt;/b&gt; 角色 (&lt;i&gt;hp, alive, buffs, weapon, …&lt;/i&gt;), &lt;b&gt;phase()&lt;/b&gt;, &lt;b&gt;round()&lt;/b&gt;, &lt;b&gt;queue()&lt;/b&gt; 从头开始的队列, &lt;b&gt;saved()&lt;/b&gt; 中断保存的队列, &lt;b&gt;current()&lt;/b&gt; 正在处理的事件或 null, &lt;b&gt;state&lt;/b&gt; 整个状态。例如 &lt;code&gt;character(&quot;Bob.Keqing&quot;).hp &amp;lt;= 2&lt;/code&gt;, &lt;code&gt;saved().length &amp;gt; 0&lt;/code&gt;, &lt;code&gt;queue().length &amp;gt;= 5&lt;/code&gt;</translation>
    </message>
</context>
<context>
    <name>ts::gui::QueueDock</name>
    <message>
        <location filename="../../../widgets/rulesets/events/queuedock.cpp" line="19"/>
        <source>Queue</source>
        <translation>队列</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuedock.cpp" line="29"/>
        <source>The line of the seed&apos;s event loop that the event at the cursor carries out</source>
        <translation>光标处事件所执行的种子事件循环中的那一行</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuedock.cpp" line="46"/>
        <source>being processed</source>
        <translation>处理中</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuedock.cpp" line="47"/>
        <source>made or popped by the event at the cursor</source>
        <translation>由光标处事件产生或取出</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuedock.cpp" line="48"/>
        <source>saved by an interrupt</source>
        <translation>被中断保存</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuedock.cpp" line="70"/>
        <source>queue</source>
        <translation>队列</translation>
    </message>
</context>
<context>
    <name>ts::gui::QueueModel</name>
    <message>
        <location filename="../../../widgets/rulesets/events/queuemodel.cpp" line="50"/>
        <source>%1 — empty</source>
        <translation>%1 — 空</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuemodel.cpp" line="80"/>
        <source>#%1 %2, made by %3</source>
        <translation>#%1 %2, 由 %3 产生</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuemodel.cpp" line="95"/>
        <source>Event</source>
        <translation>事件</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuemodel.cpp" line="96"/>
        <source>Made by</source>
        <translation>产生者</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuemodel.cpp" line="97"/>
        <source>Node</source>
        <translation>节点</translation>
    </message>
</context>
<context>
    <name>ts::gui::ZonesDock</name>
    <message>
        <location filename="../../../widgets/rulesets/events/zonesdock.cpp" line="19"/>
        <source>Zones</source>
        <translation>区域</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonesdock.cpp" line="45"/>
        <source>a listener</source>
        <translation>监听器</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonesdock.cpp" line="46"/>
        <source>not listening (used up, defeated)</source>
        <translation>不在监听 (已用尽或阵亡)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonesdock.cpp" line="47"/>
        <source>hears the event at the cursor</source>
        <translation>正在监听光标处事件</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonesdock.cpp" line="48"/>
        <source>changed by the event at the cursor</source>
        <translation>被光标处事件改变</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonesdock.cpp" line="91"/>
        <source>zones panel</source>
        <translation>区域面板</translation>
    </message>
</context>
<context>
    <name>ts::gui::ZonesModel</name>
    <message>
        <location filename="../../../widgets/rulesets/events/zonesmodel.cpp" line="105"/>
        <source>Zone / listener</source>
        <translation>区域 / 监听器</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonesmodel.cpp" line="106"/>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonesmodel.cpp" line="107"/>
        <source>Detail</source>
        <translation>详情</translation>
    </message>
</context>
</TS>
