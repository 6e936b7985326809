<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>BattleSnapshot</name>
    <message>
        <source>battle view</source>
        <translation type="vanished">战斗视图</translation>
    </message>
    <message>
        <source>outside Front..Back</source>
        <translation type="vanished">前排至后排之外</translation>
    </message>
    <message>
        <source>not decided yet</source>
        <translation type="vanished">尚未决定</translation>
    </message>
    <message>
        <source>normal range</source>
        <translation type="vanished">正常范围</translation>
    </message>
    <message>
        <source>one row behind</source>
        <translation type="vanished">向后一排</translation>
    </message>
    <message>
        <source>two rows behind</source>
        <translation type="vanished">向后两排</translation>
    </message>
    <message>
        <source>one row in front</source>
        <translation type="vanished">向前一排</translation>
    </message>
    <message>
        <source>two rows in front</source>
        <translation type="vanished">向前两排</translation>
    </message>
    <message>
        <source>empty Front row: all null</source>
        <translation type="vanished">前排为空：全部为 null</translation>
    </message>
    <message>
        <source>no living unit in any range: all null</source>
        <translation type="vanished">所有范围均无存活单位：全部为 null</translation>
    </message>
    <message>
        <source>The target array is decided next (001:3.3.5.3.2).</source>
        <translation type="vanished">接下来决定目标数组（001:3.3.5.3.2）。</translation>
    </message>
    <message>
        <source>%1 has no living unit in its Front row: the target array stays all null (001:3.3.5.3.2/2).</source>
        <translation type="vanished">%1 的前排没有存活单位：目标数组保持全部为 null（001:3.3.5.3.2/2）。</translation>
    </message>
    <message>
        <source>%1 is outside Front..Back</source>
        <translation type="vanished">%1 超出前排至后排</translation>
    </message>
    <message>
        <source>%1 (%2) is empty</source>
        <translation type="vanished">%1（%2）为空</translation>
    </message>
    <message>
        <source>Every candidate range of %1 is empty: the target array is all null.</source>
        <translation type="vanished">%1 的所有候选范围均为空：目标数组全部为 null。</translation>
    </message>
    <message>
        <source>%1 (%2) has 1 living unit</source>
        <translation type="vanished">%1（%2）有 1 个存活单位</translation>
    </message>
    <message>
        <source>%1 (%2) has %3 living units</source>
        <translation type="vanished">%1（%2）有 %3 个存活单位</translation>
    </message>
    <message>
        <source>Chosen: %1.</source>
        <translation type="vanished">选定：%1。</translation>
    </message>
    <message>
        <source>Chosen: %1, %2.</source>
        <translation type="vanished">选定：%1，%2。</translation>
    </message>
    <message>
        <source>No battle yet: the view fills when a nation goes to battle (001:3.3.5)</source>
        <translation type="vanished">尚无战斗：国家进入战斗后将在此显示（001:3.3.5）</translation>
    </message>
    <message>
        <source>%1 attacks %2</source>
        <translation type="vanished">%1 攻击 %2</translation>
    </message>
    <message>
        <source>Last battle: %1 against %2, ended</source>
        <translation type="vanished">上一场战斗：%1 对 %2，已结束</translation>
    </message>
    <message>
        <source>%1 — battle start</source>
        <translation type="vanished">%1 — 战斗开始</translation>
    </message>
    <message>
        <source>%1 — attack %2 of %3: %4 uses %5</source>
        <translation type="vanished">%1 — 第 %2/%3 次攻击：%4 使用 %5</translation>
    </message>
    <message>
        <source>%1 — every attack done, battle end</source>
        <translation type="vanished">%1 — 所有攻击已完成，战斗结束</translation>
    </message>
    <message>
        <source>%1 — attack %2 of %3 next</source>
        <translation type="vanished">%1 — 下一次为第 %2/%3 次攻击</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; of %2</source>
        <translation type="vanished">&lt;b&gt;%1&lt;/b&gt;（%2）</translation>
    </message>
    <message>
        <source>on the Bench</source>
        <translation type="vanished">在替补席</translation>
    </message>
    <message>
        <source>%1 row, slot %2</source>
        <translation type="vanished">%1，槽位 %2</translation>
    </message>
    <message>
        <source>HP %1 of %2, attack %3</source>
        <translation type="vanished">HP %1/%2，攻击力 %3</translation>
    </message>
    <message>
        <source>dead: the position counts as empty (001:3.3.5.3.2)</source>
        <translation type="vanished">死亡：该位置视为空（001:3.3.5.3.2）</translation>
    </message>
    <message>
        <source>the current attacker, with %1</source>
        <translation type="vanished">当前攻击者，使用 %1</translation>
    </message>
    <message>
        <source>slot [%1] of the target array</source>
        <translation type="vanished">目标数组的槽位 [%1]</translation>
    </message>
    <message>
        <source>&lt;b&gt;[%1] null&lt;/b&gt;: an empty position of the range; its power damage counts an HP-loss rate of 1</source>
        <translation type="vanished">&lt;b&gt;[%1] null&lt;/b&gt;：范围内的空位；其国力伤害按 HP 损失率 1 计算</translation>
    </message>
    <message>
        <source>&lt;b&gt;[%1] %2&lt;/b&gt;, HP %3 of %4</source>
        <translation type="vanished">&lt;b&gt;[%1] %2&lt;/b&gt;，HP %3/%4</translation>
    </message>
    <message>
        <source>unit damage %1 (001:3.3.5.3.4/3)</source>
        <translation type="vanished">单位伤害 %1（001:3.3.5.3.4/3）</translation>
    </message>
    <message>
        <source>power damage %1 (001:3.3.5.3.5/2)</source>
        <translation type="vanished">国力伤害 %1（001:3.3.5.3.5/2）</translation>
    </message>
    <message>
        <source>the target index: the unit damage step takes this slot next</source>
        <translation type="vanished">目标索引：单位伤害步骤接下来处理此槽位</translation>
    </message>
    <message>
        <source>attacking now</source>
        <translation type="vanished">正在攻击</translation>
    </message>
    <message>
        <source>done</source>
        <translation type="vanished">已完成</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation type="vanished">等待中</translation>
    </message>
    <message>
        <source>Attack %1: %2 of %3 uses %4 (priority %5, %6 row): %7</source>
        <translation type="vanished">攻击 %1：%3 的 %2 使用 %4（优先级 %5，%6）：%7</translation>
    </message>
</context>
<context>
    <name>BattlefieldLayout</name>
    <message>
        <source>Attack order</source>
        <translation type="vanished">攻击顺序</translation>
    </message>
    <message>
        <source>Bench</source>
        <translation type="vanished">替补</translation>
    </message>
</context>
<context>
    <name>NationNames</name>
    <message>
        <source>No session</source>
        <translation type="vanished">无会话</translation>
    </message>
    <message>
        <source>The %1 belongs to the nation ruleset</source>
        <translation type="vanished">%1 仅适用于 nation 规则集</translation>
    </message>
    <message>
        <source>nation %1</source>
        <translation type="vanished">国家 %1</translation>
    </message>
    <message>
        <source>unit %1</source>
        <translation type="vanished">单位 %1</translation>
    </message>
    <message>
        <source>state %1</source>
        <translation type="vanished">状态 %1</translation>
    </message>
    <message>
        <source>skill %1</source>
        <translation type="vanished">技能 %1</translation>
    </message>
    <message>
        <source>command %1</source>
        <translation type="vanished">指令 %1</translation>
    </message>
    <message>
        <source>Front</source>
        <translation type="vanished">前排</translation>
    </message>
    <message>
        <source>Middle</source>
        <translation type="vanished">中排</translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="vanished">后排</translation>
    </message>
    <message>
        <source>Bench</source>
        <translation type="vanished">替补</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation type="vanished">第 %1 排</translation>
    </message>
    <message>
        <source>not stackable (stacks: null)</source>
        <translation type="vanished">不可叠加（stacks: null）</translation>
    </message>
    <message>
        <source>1 stack</source>
        <translation type="vanished">1 层</translation>
    </message>
    <message>
        <source>%1 stacks</source>
        <translation type="vanished">%1 层</translation>
    </message>
    <message>
        <source>; a new grant adds one (001:4.3/3.1)</source>
        <translation type="vanished">；每次再赋予加 1 层（001:4.3/3.1）</translation>
    </message>
    <message>
        <source>permanent (duration: null)</source>
        <translation type="vanished">永久（duration: null）</translation>
    </message>
    <message>
        <source>1 turn left</source>
        <translation type="vanished">剩余 1 回合</translation>
    </message>
    <message>
        <source>%1 turns left</source>
        <translation type="vanished">剩余 %1 回合</translation>
    </message>
    <message>
        <source>; counts down after its nation&apos;s turn end, removed at 0 (001:4.4/duration)</source>
        <translation type="vanished">；在所属国家的回合结束后递减，为 0 时移除（001:4.4/duration）</translation>
    </message>
    <message>
        <source>fires without limit (remaining triggers: null)</source>
        <translation type="vanished">无限次触发（剩余触发次数：null）</translation>
    </message>
    <message>
        <source>1 trigger left</source>
        <translation type="vanished">剩余 1 次触发</translation>
    </message>
    <message>
        <source>%1 triggers left</source>
        <translation type="vanished">剩余 %1 次触发</translation>
    </message>
    <message>
        <source>; removed when it reaches 0 (001:4.4/2)</source>
        <translation type="vanished">；为 0 时移除（001:4.4/2）</translation>
    </message>
</context>
<context>
    <name>Periods</name>
    <message>
        <source>Rounds</source>
        <translation type="vanished">轮次</translation>
    </message>
    <message>
        <source>R</source>
        <comment>a round&apos;s label on the timeline: R12</comment>
        <translation type="vanished">R</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation type="vanished">回合</translation>
    </message>
    <message>
        <source>T</source>
        <comment>a turn&apos;s label on the timeline: T12</comment>
        <translation type="vanished">T</translation>
    </message>
    <message>
        <source>T</source>
        <translation type="vanished">T</translation>
    </message>
</context>
<context>
    <name>ts::gui::ActionQueueDock</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/actionqueuedock.cpp" line="17"/>
        <source>Action Queues</source>
        <translation>行动队列</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/actionqueuedock.cpp" line="80"/>
        <source>Alternative chain: no action performed yet</source>
        <translation>替代行动链：尚未执行任何行动</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/actionqueuedock.cpp" line="82"/>
        <source>Alternative chain of %1&apos;s last action (the last row decides)</source>
        <translation>%1 最近一次行动的替代行动链（由最后一行决定结果）</translation>
    </message>
</context>
<context>
    <name>ts::gui::ActionQueueModel</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/actionqueuemodel.cpp" line="63"/>
        <source>defeated</source>
        <translation>已被击败</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/actionqueuemodel.cpp" line="64"/>
        <source>%1 brain · nothing queued</source>
        <translation>%1 大脑 · 队列为空</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/actionqueuemodel.cpp" line="65"/>
        <source>%1 brain · 1 action</source>
        <translation>%1 大脑 · 1 个行动</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/actionqueuemodel.cpp" line="66"/>
        <source>%1 brain · %2 actions</source>
        <translation>%1 大脑 · %2 个行动</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/actionqueuemodel.cpp" line="76"/>
        <source>Its brain is asked for actions when its turn comes with an empty queue</source>
        <translation>轮到它且队列为空时，会向它的大脑询问下一步行动</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/actionqueuemodel.cpp" line="77"/>
        <source>Its brain is not asked while actions are queued</source>
        <translation>队列中还有行动时不会询问大脑</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/actionqueuemodel.cpp" line="94"/>
        <source>waits</source>
        <translation>等待</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/actionqueuemodel.cpp" line="96"/>
        <source>head: %1 of %2 turns done</source>
        <translation>队首：%2 回合中已完成 %1 回合</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/actionqueuemodel.cpp" line="97"/>
        <source>head: performed on the next act</source>
        <translation>队首：下次行动时执行</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/actionqueuemodel.cpp" line="99"/>
        <source>The current action: performed when the actor has the energy; it leaves the queue when done</source>
        <translation>当前行动：角色能量足够时执行，完成后离开队列</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/actionqueuemodel.cpp" line="100"/>
        <source>Queued behind the head</source>
        <translation>排在队首之后</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/actionqueuemodel.cpp" line="127"/>
        <source>Actor / queued action</source>
        <translation>角色 / 队列中的行动</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/actionqueuemodel.cpp" line="127"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
</context>
<context>
    <name>ts::gui::BattleDock</name>
    <message>
        <source>Battle</source>
        <translation type="vanished">战斗</translation>
    </message>
    <message>
        <source>Battlefield</source>
        <translation type="vanished">战场</translation>
    </message>
    <message>
        <source>Attack order</source>
        <translation type="vanished">攻击顺序</translation>
    </message>
    <message>
        <source>Target array</source>
        <translation type="vanished">目标数组</translation>
    </message>
    <message>
        <source>Why this range</source>
        <translation type="vanished">范围选择依据</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation type="vanished">表格</translation>
    </message>
    <message>
        <source>Both formations, the attack order, the target array and why its range was chosen</source>
        <translation type="vanished">双方阵形、攻击顺序、目标数组以及选择该范围的原因</translation>
    </message>
    <message>
        <source>The attack order, the target array slot by slot and the candidate ranges, as tables</source>
        <translation type="vanished">以表格显示攻击顺序、逐槽位的目标数组和候选范围</translation>
    </message>
</context>
<context>
    <name>ts::gui::BattleOrderModel</name>
    <message>
        <source>%1 (%2) uses %3: priority %4, %5 row; %6</source>
        <translation type="vanished">%1（%2）使用 %3：优先级 %4，%5；%6</translation>
    </message>
    <message>
        <source>attacking now</source>
        <translation type="vanished">正在攻击</translation>
    </message>
    <message>
        <source>done</source>
        <translation type="vanished">已完成</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation type="vanished">等待中</translation>
    </message>
    <message>
        <source>Skill priority (high first), then row (Back, Middle, Front), then the attacking nation first (001:3.3.5.2/order)</source>
        <translation type="vanished">先按技能优先级（高者优先），再按排（后排、中排、前排），再以进攻方国家优先（001:3.3.5.2/order）</translation>
    </message>
    <message>
        <source>#</source>
        <translation type="vanished">#</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation type="vanished">攻击者</translation>
    </message>
    <message>
        <source>Nation</source>
        <translation type="vanished">国家</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation type="vanished">技能</translation>
    </message>
    <message>
        <source>Prio.</source>
        <translation type="vanished">优先级</translation>
    </message>
    <message>
        <source>Row</source>
        <translation type="vanished">排</translation>
    </message>
</context>
<context>
    <name>ts::gui::BattleRangeModel</name>
    <message>
        <source>outside</source>
        <translation type="vanished">范围外</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation type="vanished">选定</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation type="vanished">已跳过</translation>
    </message>
    <message>
        <source>empty</source>
        <translation type="vanished">空</translation>
    </message>
    <message>
        <source>%1 would be a row outside Front..Back: skipped (%2)</source>
        <translation type="vanished">%1 将超出前排至后排：跳过（%2）</translation>
    </message>
    <message>
        <source>%1: the skill&apos;s slots of the %2 row hold living units (%3): this range is the target (%4)</source>
        <translation type="vanished">%1：%2 中技能所指槽位有存活单位（%3）：此范围即为攻击目标（%4）</translation>
    </message>
    <message>
        <source>%1: no living unit in the skill&apos;s slots of the %2 row: the next candidate is checked (%3)</source>
        <translation type="vanished">%1：%2 中技能所指槽位无存活单位：检查下一个候选（%3）</translation>
    </message>
    <message>
        <source>Candidate range</source>
        <translation type="vanished">候选范围</translation>
    </message>
    <message>
        <source>Row</source>
        <translation type="vanished">排</translation>
    </message>
    <message>
        <source>Living</source>
        <translation type="vanished">存活</translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="vanished">结果</translation>
    </message>
</context>
<context>
    <name>ts::gui::BattleTargetsModel</name>
    <message>
        <source>null</source>
        <translation type="vanished">null</translation>
    </message>
    <message>
        <source>%1/%2 dead</source>
        <translation type="vanished">%1/%2 死亡</translation>
    </message>
    <message>
        <source>Slot [%1] is null: an empty position of the chosen range. The unit damage step stops here; the power damage counts it with an HP-loss rate of 1 (001:3.3.5.3.4/2, 001:3.3.5.3.5/2)</source>
        <translation type="vanished">槽位 [%1] 为 null：所选范围中的空位。单位伤害步骤到此为止；国力伤害按 HP 损失率 1 计算（001:3.3.5.3.4/2, 001:3.3.5.3.5/2）</translation>
    </message>
    <message>
        <source>Slot [%1]: %2, HP %3 of %4</source>
        <translation type="vanished">槽位 [%1]：%2，HP %3/%4</translation>
    </message>
    <message>
        <source>The target index points here: the unit damage step takes this slot next (001:3.3.5.3.4/1)</source>
        <translation type="vanished">目标索引指向此处：单位伤害步骤接下来处理此槽位（001:3.3.5.3.4/1）</translation>
    </message>
    <message>
        <source>Unit damage: %1 = attack × damage rate, rounded up (001:3.3.5.3.4/3)</source>
        <translation type="vanished">单位伤害：%1 = 攻击力 × 伤害倍率，向上取整（001:3.3.5.3.4/3）</translation>
    </message>
    <message>
        <source>No power damage: the attacker belongs to the defending nation (001:3.3.5.3.5/1)</source>
        <translation type="vanished">无国力伤害：攻击者属于防守方国家（001:3.3.5.3.5/1）</translation>
    </message>
    <message>
        <source>Power damage: %1 = attack × power steal rate × HP-loss rate, rounded up (001:3.3.5.3.5/2)</source>
        <translation type="vanished">国力伤害：%1 = 攻击力 × 国力夺取倍率 × HP 损失率，向上取整（001:3.3.5.3.5/2）</translation>
    </message>
    <message>
        <source>Slot</source>
        <translation type="vanished">槽位</translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="vanished">目标</translation>
    </message>
    <message>
        <source>HP</source>
        <translation type="vanished">HP</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation type="vanished">伤害</translation>
    </message>
    <message>
        <source>Power dmg</source>
        <translation type="vanished">国力伤害</translation>
    </message>
</context>
<context>
    <name>ts::gui::BattlefieldWidget</name>
    <message>
        <source>normal</source>
        <translation type="vanished">正常</translation>
    </message>
    <message>
        <source>1 behind</source>
        <translation type="vanished">后 1 排</translation>
    </message>
    <message>
        <source>2 behind</source>
        <translation type="vanished">后 2 排</translation>
    </message>
    <message>
        <source>1 in front</source>
        <translation type="vanished">前 1 排</translation>
    </message>
    <message>
        <source>2 in front</source>
        <translation type="vanished">前 2 排</translation>
    </message>
    <message>
        <source>%1 · attacking</source>
        <translation type="vanished">%1 · 进攻方</translation>
    </message>
    <message>
        <source>%1 · defending</source>
        <translation type="vanished">%1 · 防守方</translation>
    </message>
    <message>
        <source> · fallen</source>
        <translation type="vanished"> · 已灭亡</translation>
    </message>
    <message>
        <source>power %1</source>
        <translation type="vanished">国力 %1</translation>
    </message>
    <message>
        <source>slot %1</source>
        <translation type="vanished">槽位 %1</translation>
    </message>
    <message>
        <source>empty</source>
        <translation type="vanished">空</translation>
    </message>
    <message>
        <source>+%1 more</source>
        <translation type="vanished">还有 %1 个</translation>
    </message>
    <message>
        <source> ✗ no living unit</source>
        <translation type="vanished"> ✗ 无存活单位</translation>
    </message>
    <message>
        <source>dead</source>
        <translation type="vanished">死亡</translation>
    </message>
    <message>
        <source>ATK %1</source>
        <translation type="vanished">攻击 %1</translation>
    </message>
    <message>
        <source>HP %1/%2</source>
        <translation type="vanished">HP %1/%2</translation>
    </message>
    <message>
        <source>pending steal</source>
        <translation type="vanished">暂定国力夺取量</translation>
    </message>
    <message>
        <source>this attack %1</source>
        <translation type="vanished">本次攻击 %1</translation>
    </message>
    <message>
        <source>this attack —</source>
        <translation type="vanished">本次攻击 —</translation>
    </message>
    <message>
        <source>built after the battle start processing (001:3.3.5.2/5)</source>
        <translation type="vanished">在战斗开始的状态处理之后生成（001:3.3.5.2/5）</translation>
    </message>
    <message>
        <source>Target array: decided next</source>
        <translation type="vanished">目标数组：接下来决定</translation>
    </message>
    <message>
        <source>Target array: none yet</source>
        <translation type="vanished">目标数组：尚无</translation>
    </message>
    <message>
        <source>Target array of %1: %2&apos;s %3 row, %4</source>
        <translation type="vanished">%1 的目标数组：%2 的%3，%4</translation>
    </message>
    <message>
        <source>Target array of %1 against %2: %3</source>
        <translation type="vanished">%1 对 %2 的目标数组：%3</translation>
    </message>
    <message>
        <source>null</source>
        <translation type="vanished">null</translation>
    </message>
    <message>
        <source>damage %1</source>
        <translation type="vanished">伤害 %1</translation>
    </message>
    <message>
        <source>not hit yet</source>
        <translation type="vanished">尚未命中</translation>
    </message>
    <message>
        <source>The battle&apos;s pending steal (暫定国力奪取量): the sum of every attack&apos;s power damage; at battle end the defender loses at most its power and the attacker gains the same (001:3.3.5.4/1)</source>
        <translation type="vanished">战斗的暂定国力夺取量（暫定国力奪取量）：每次攻击的国力伤害之和；战斗结束时，防守方最多失去其全部国力，进攻方获得同等数额（001:3.3.5.4/1）</translation>
    </message>
</context>
<context>
    <name>ts::gui::BreakpointModel</name>
    <message>
        <source>any</source>
        <translation type="vanished">任意</translation>
    </message>
    <message numerus="yes">
        <source>Evaluated %n time(s) without error</source>
        <translation type="vanished">
            <numerusform>已求值 %n 次，无错误</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
at event #%2 (%3 of %4 evaluations failed; a failed evaluation counts as false)</source>
        <translation type="vanished">%1
位于事件 #%2（%4 次求值中有 %3 次失败；失败的求值视为 false）</translation>
    </message>
    <message>
        <source>Breakpoint #%1 is enabled</source>
        <translation type="vanished">断点 #%1 已启用</translation>
    </message>
    <message>
        <source>Breakpoint #%1 is disabled</source>
        <translation type="vanished">断点 #%1 已禁用</translation>
    </message>
    <message>
        <source>Times the debugger stopped here</source>
        <translation type="vanished">调试器在此停止的次数</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation type="vanished">启用</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="vanished">类型</translation>
    </message>
    <message>
        <source>Clause</source>
        <translation type="vanished">条款</translation>
    </message>
    <message>
        <source>Entity</source>
        <translation type="vanished">实体</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation type="vanished">条件</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation type="vanished">命中次数</translation>
    </message>
    <message>
        <source>A JavaScript expression over the state, e.g. unit(&quot;Player&quot;).hp &lt;= 10 &amp;&amp; turn() &gt;= 2</source>
        <translation type="vanished">基于状态的 JavaScript 表达式，例如 unit(&quot;Player&quot;).hp &lt;= 10 &amp;&amp; turn() &gt;= 2</translation>
    </message>
    <message>
        <source>No game is open</source>
        <translation type="vanished">没有打开的游戏</translation>
    </message>
    <message>
        <source>Unknown event kind &quot;%1&quot;</source>
        <translation type="vanished">未知的事件类型 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Unknown rule clause &quot;%1&quot;</source>
        <translation type="vanished">未知的规则条款 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Unknown entity &quot;%1&quot;</source>
        <translation type="vanished">未知的实体 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Give a kind, a clause, an entity or a condition</source>
        <translation type="vanished">请指定类型、条款、实体或条件</translation>
    </message>
</context>
<context>
    <name>ts::gui::BreakpointsDock</name>
    <message>
        <source>Breakpoints</source>
        <translation type="vanished">断点</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation type="vanished">添加…</translation>
    </message>
    <message>
        <source>Add a breakpoint on a kind, a clause, an entity or a condition</source>
        <translation type="vanished">按类型、条款、实体或条件添加断点</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="vanished">删除</translation>
    </message>
    <message>
        <source>Remove the selected breakpoints (Del)</source>
        <translation type="vanished">删除选中的断点（Del）</translation>
    </message>
    <message>
        <source>Enable All</source>
        <translation type="vanished">全部启用</translation>
    </message>
    <message>
        <source>Disable All</source>
        <translation type="vanished">全部禁用</translation>
    </message>
    <message>
        <source>any clause, e.g. 000:merge</source>
        <translation type="vanished">任意条款，例如 000:merge</translation>
    </message>
    <message>
        <source>always, or e.g. unit(&quot;Player&quot;).hp &lt;= 10 &amp;&amp; turn() &gt;= 2</source>
        <translation type="vanished">总是中断，或例如 unit(&quot;Player&quot;).hp &lt;= 10 &amp;&amp; turn() &gt;= 2</translation>
    </message>
    <message>
        <source>A JavaScript expression over the state at the event: state, unit(name), turn(), run()</source>
        <translation type="vanished">基于事件发生时状态的 JavaScript 表达式：state、unit(name)、turn()、run()</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="vanished">类型</translation>
    </message>
    <message>
        <source>Clause</source>
        <translation type="vanished">条款</translation>
    </message>
    <message>
        <source>Entity</source>
        <translation type="vanished">实体</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation type="vanished">条件</translation>
    </message>
    <message>
        <source>Add Breakpoint</source>
        <translation type="vanished">添加断点</translation>
    </message>
    <message>
        <source>No breakpoints.
Press F9 on an event, click the log&apos;s gutter, or use Add…</source>
        <translation type="vanished">没有断点。
在事件上按 F9、点击日志左侧的边栏，或使用“添加…”</translation>
    </message>
    <message>
        <source>any kind</source>
        <translation type="vanished">任意类型</translation>
    </message>
    <message>
        <source>any entity</source>
        <translation type="vanished">任意实体</translation>
    </message>
</context>
<context>
    <name>ts::gui::ChainModel</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/chainmodel.cpp" line="32"/>
        <source>↳ %1</source>
        <translation>↳ %1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/chainmodel.cpp" line="34"/>
        <source>succeeded</source>
        <translation>成功</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/chainmodel.cpp" line="34"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/chainmodel.cpp" line="35"/>
        <source>done</source>
        <translation>完成</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/chainmodel.cpp" line="35"/>
        <source>not done</source>
        <translation>未完成</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/chainmodel.cpp" line="36"/>
        <source>yes: the next row</source>
        <translation>有：下一行</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/chainmodel.cpp" line="36"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/chainmodel.cpp" line="57"/>
        <source>The last result of the chain: the loop spends energy only if it succeeded, and moves the action queue on only if it is done</source>
        <translation>链中的最后结果：只有成功才消耗能量，只有完成才推进行动队列</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/chainmodel.cpp" line="59"/>
        <source>This action returned an alternative, which was performed instead</source>
        <translation>此行动返回了替代行动，改为执行该行动</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/chainmodel.cpp" line="76"/>
        <source>Action</source>
        <translation>行动</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/chainmodel.cpp" line="77"/>
        <source>Concerns</source>
        <translation>对象</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/chainmodel.cpp" line="78"/>
        <source>Succeeded</source>
        <translation>成功</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/chainmodel.cpp" line="79"/>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/chainmodel.cpp" line="80"/>
        <source>Alternative</source>
        <translation>替代行动</translation>
    </message>
</context>
<context>
    <name>ts::gui::ConditionEngine</name>
    <message>
        <source>Unbalanced &apos;%1&apos; at column %2</source>
        <translation type="vanished">第 %2 列的 &apos;%1&apos; 不配对</translation>
    </message>
    <message>
        <source>Missing &apos;%1&apos; at the end</source>
        <translation type="vanished">末尾缺少 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Uncaught exception: %1</source>
        <translation type="vanished">未捕获的异常：%1</translation>
    </message>
    <message>
        <source> (line %1)</source>
        <translation type="vanished">（第 %1 行）</translation>
    </message>
    <message>
        <source>The condition is empty</source>
        <translation type="vanished">条件为空</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not allowed: a condition is a single expression, without loops</source>
        <translation type="vanished">不允许使用 &apos;%1&apos;：条件必须是单个表达式，不能包含循环</translation>
    </message>
    <message>
        <source>&quot;use strict&quot; is not allowed in a condition</source>
        <translation type="vanished">条件中不允许使用 &quot;use strict&quot;</translation>
    </message>
    <message>
        <source>The condition did not compile to a function</source>
        <translation type="vanished">条件未能编译为函数</translation>
    </message>
    <message>
        <source>The condition is not compiled</source>
        <translation type="vanished">条件尚未编译</translation>
    </message>
    <message>
        <source>The condition ran longer than %1 ms and was stopped</source>
        <translation type="vanished">条件运行超过 %1 毫秒，已被停止</translation>
    </message>
</context>
<context>
    <name>ts::gui::DebugActions</name>
    <message>
        <source>Open &amp;Scenario…</source>
        <translation type="vanished">打开场景(&amp;S)…</translation>
    </message>
    <message>
        <source>Open a scenario file and run it</source>
        <translation type="vanished">打开场景文件并运行</translation>
    </message>
    <message>
        <source>Open &amp;Trace…</source>
        <translation type="vanished">打开跟踪(&amp;T)…</translation>
    </message>
    <message>
        <source>Open a saved trace file</source>
        <translation type="vanished">打开已保存的跟踪文件</translation>
    </message>
    <message>
        <source>&amp;Save Trace</source>
        <translation type="vanished">保存跟踪(&amp;S)</translation>
    </message>
    <message>
        <source>Save the trace</source>
        <translation type="vanished">保存跟踪</translation>
    </message>
    <message>
        <source>Save Trace &amp;As…</source>
        <translation type="vanished">跟踪另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Save the trace to a new file</source>
        <translation type="vanished">将跟踪保存到新文件</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="vanished">退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Quit Turnscope</source>
        <translation type="vanished">退出 Turnscope</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation type="vanished">继续(&amp;C)</translation>
    </message>
    <message>
        <source>Run to the next breakpoint hit</source>
        <translation type="vanished">运行到下一个断点</translation>
    </message>
    <message>
        <source>&amp;Reverse Continue</source>
        <translation type="vanished">反向继续(&amp;R)</translation>
    </message>
    <message>
        <source>Run back to the previous breakpoint hit</source>
        <translation type="vanished">返回到上一个断点</translation>
    </message>
    <message>
        <source>Step &amp;Over</source>
        <translation type="vanished">单步跳过(&amp;O)</translation>
    </message>
    <message>
        <source>Next event at the same or a shallower depth</source>
        <translation type="vanished">同一或更浅深度的下一个事件</translation>
    </message>
    <message>
        <source>Step &amp;Into</source>
        <translation type="vanished">单步进入(&amp;I)</translation>
    </message>
    <message>
        <source>Next event</source>
        <translation type="vanished">下一个事件</translation>
    </message>
    <message>
        <source>Step O&amp;ut</source>
        <translation type="vanished">单步跳出(&amp;U)</translation>
    </message>
    <message>
        <source>Next event at a shallower depth</source>
        <translation type="vanished">更浅深度的下一个事件</translation>
    </message>
    <message>
        <source>Step &amp;Back</source>
        <translation type="vanished">后退一步(&amp;B)</translation>
    </message>
    <message>
        <source>Previous event</source>
        <translation type="vanished">上一个事件</translation>
    </message>
    <message>
        <source>Step Back O&amp;ver</source>
        <translation type="vanished">反向单步跳过(&amp;V)</translation>
    </message>
    <message>
        <source>Previous event at the same or a shallower depth</source>
        <translation type="vanished">同一或更浅深度的上一个事件</translation>
    </message>
    <message>
        <source>Step Back Ou&amp;t</source>
        <translation type="vanished">反向单步跳出(&amp;T)</translation>
    </message>
    <message>
        <source>Previous event at a shallower depth</source>
        <translation type="vanished">更浅深度的上一个事件</translation>
    </message>
    <message>
        <source>Run to &amp;Cursor</source>
        <translation type="vanished">运行到光标处(&amp;C)</translation>
    </message>
    <message>
        <source>Run to the event selected in the event log</source>
        <translation type="vanished">运行到事件日志中选中的事件</translation>
    </message>
    <message>
        <source>Toggle &amp;Breakpoint</source>
        <translation type="vanished">切换断点(&amp;B)</translation>
    </message>
    <message>
        <source>Break on events of the current event&apos;s kind</source>
        <translation type="vanished">在与当前事件同类的事件处中断</translation>
    </message>
    <message>
        <source>&amp;Go to Event…</source>
        <translation type="vanished">转到事件(&amp;G)…</translation>
    </message>
    <message>
        <source>Jump to an event number</source>
        <translation type="vanished">跳转到事件编号</translation>
    </message>
    <message>
        <source>Go to &amp;Turn…</source>
        <translation type="vanished">转到回合(&amp;T)…</translation>
    </message>
    <message>
        <source>Jump to a turn and Run</source>
        <translation type="vanished">跳转到回合和 Run</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation type="vanished">播放(&amp;P)</translation>
    </message>
    <message>
        <source>Step forward at the chosen number of events per second</source>
        <translation type="vanished">按每秒选定的事件数前进</translation>
    </message>
    <message>
        <source>Sto&amp;p</source>
        <translation type="vanished">停止(&amp;P)</translation>
    </message>
    <message>
        <source>Stop the running work</source>
        <translation type="vanished">停止正在运行的任务</translation>
    </message>
    <message>
        <source>&amp;Restore Default Layout</source>
        <translation type="vanished">恢复默认布局(&amp;R)</translation>
    </message>
    <message>
        <source>Put every panel back where it started</source>
        <translation type="vanished">将所有面板放回原位</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation type="vanished">设置(&amp;S)…</translation>
    </message>
    <message>
        <source>Language and other settings</source>
        <translation type="vanished">语言和其他设置</translation>
    </message>
    <message>
        <source>&amp;About Turnscope</source>
        <translation type="vanished">关于 Turnscope(&amp;A)</translation>
    </message>
    <message>
        <source>About Turnscope</source>
        <translation type="vanished">关于 Turnscope</translation>
    </message>
</context>
<context>
    <name>ts::gui::DecisionDock</name>
    <message>
        <source>Answer</source>
        <translation type="vanished">回答</translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="vanished">备注</translation>
    </message>
    <message>
        <source>from the scenario&apos;s script</source>
        <translation type="vanished">来自场景脚本</translation>
    </message>
    <message>
        <source>from the built-in AI policy</source>
        <translation type="vanished">来自内置 AI 策略</translation>
    </message>
    <message>
        <source>given by hand (or by a fork)</source>
        <translation type="vanished">手动给出（或通过分叉）</translation>
    </message>
    <message>
        <source>re-executing the game did not reach this decision</source>
        <translation type="vanished">重新执行游戏未能到达此决策</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation type="vanished">决策</translation>
    </message>
    <message>
        <source>Fork here</source>
        <translation type="vanished">在此分叉</translation>
    </message>
    <message>
        <source>Fork</source>
        <translation type="vanished">分叉</translation>
    </message>
    <message>
        <source>Answer the decision with the selected choice and run on (or double-click a choice)</source>
        <translation type="vanished">用选中的选项回答此决策并继续运行（也可双击选项）</translation>
    </message>
    <message>
        <source>Fork here…</source>
        <translation type="vanished">在此分叉…</translation>
    </message>
    <message>
        <source>Answer this decision with the selected choice instead; the events after it are replaced</source>
        <translation type="vanished">改用选中的选项回答此决策；其后的事件将被替换</translation>
    </message>
    <message>
        <source>No game is open.</source>
        <translation type="vanished">没有打开的游戏。</translation>
    </message>
    <message>
        <source>No decision here.

Step to a decision event (◆ on the timeline) to fork, or run until the game asks.</source>
        <translation type="vanished">此处没有决策。

要分叉，请单步到决策事件（时间线上的 ◆），或运行到游戏提出询问为止。</translation>
    </message>
    <message>
        <source>script</source>
        <translation type="vanished">脚本</translation>
    </message>
    <message>
        <source>AI&apos;s choice</source>
        <translation type="vanished">AI 的选择</translation>
    </message>
    <message>
        <source>script, not legal now</source>
        <translation type="vanished">脚本，当前不合法</translation>
    </message>
    <message>
        <source>%1 must decide</source>
        <translation type="vanished">%1 需要做出决定</translation>
    </message>
    <message>
        <source>Decision #%1, asked after event #%2.</source>
        <translation type="vanished">决策 #%1，在事件 #%2 之后提出。</translation>
    </message>
    <message>
        <source>The script says: &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation type="vanished">脚本指定：&lt;b&gt;%1&lt;/b&gt;。</translation>
    </message>
    <message>
        <source>No script line: the game waits for your answer.</source>
        <translation type="vanished">没有脚本行：游戏正在等待你的回答。</translation>
    </message>
    <message>
        <source>recorded</source>
        <translation type="vanished">已记录</translation>
    </message>
    <message>
        <source>Decision #%1 · %2</source>
        <translation type="vanished">决策 #%1 · %2</translation>
    </message>
    <message>
        <source>%1 chose &lt;b&gt;%2&lt;/b&gt;, %3.&lt;br&gt;Recorded as event #%4.</source>
        <translation type="vanished">%1 选择了 &lt;b&gt;%2&lt;/b&gt;（%3）。&lt;br&gt;已记录为事件 #%4。</translation>
    </message>
    <message>
        <source>Answer this decision differently: the game is played on from here with your answer, and the events after it are replaced.</source>
        <translation type="vanished">以不同的方式回答此决策：游戏将从此处按你的回答继续进行，其后的事件将被替换。</translation>
    </message>
    <message>
        <source>The legal answers at this decision could not be worked out (%1).</source>
        <translation type="vanished">无法算出此决策的合法回答（%1）。</translation>
    </message>
    <message>
        <source>The game is also waiting for decision #%1 at its end.</source>
        <translation type="vanished">游戏在末尾还在等待决策 #%1。</translation>
    </message>
    <message>
        <source>This is the recorded answer</source>
        <translation type="vanished">这是已记录的回答</translation>
    </message>
    <message>
        <source>Fork at decision #%1?

%2 will %3 instead of %4. The events from #%5 on are replaced by the new future.</source>
        <translation type="vanished">在决策 #%1 处分叉？

%2 将选择 %3 而不是 %4。从 #%5 起的事件将被新的未来替换。</translation>
    </message>
    <message>
        <source>This trace has not been saved: save it first if you want to keep the old future.</source>
        <translation type="vanished">此跟踪尚未保存：如需保留旧的未来，请先保存。</translation>
    </message>
    <message>
        <source>The old future stays in the saved trace file, %1.</source>
        <translation type="vanished">旧的未来保留在已保存的跟踪文件 %1 中。</translation>
    </message>
</context>
<context>
    <name>ts::gui::EnergyDock</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energydock.cpp" line="16"/>
        <source>Energy</source>
        <translation>能量</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energydock.cpp" line="53"/>
        <source>The bar is the energy on a scale of twice the action cost; the line is the cost: an actor with an action acts when its energy is at least that much after its gain. The pale part is the next visit&apos;s gain. ▶ current actor, → predicted to act next.</source>
        <translation>条形以行动消耗的两倍为刻度显示能量，竖线是行动消耗：有行动的角色在获得能量后若不低于该值便会行动。浅色部分是下次访问获得的能量。▶ 当前角色，→ 预计下一个行动的角色。</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energydock.cpp" line="86"/>
        <source>Before the first visit</source>
        <translation>第一次访问之前</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energydock.cpp" line="87"/>
        <source>Turn %1 is over (World.update #%2)</source>
        <translation>第 %1 回合结束（World.update #%2）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energydock.cpp" line="88"/>
        <source>Turn %1 · visit %2 (World.update #%3)</source>
        <translation>第 %1 回合 · 第 %2 次访问（World.update #%3）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energydock.cpp" line="90"/>
        <source>%1 waits for input</source>
        <translation>%1 正在等待输入</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energydock.cpp" line="90"/>
        <source>current: %1</source>
        <translation>当前：%1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energydock.cpp" line="92"/>
        <source>next to act: %1, on the next visit</source>
        <translation>下一个行动：%1（下次访问）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energydock.cpp" line="93"/>
        <source>next to act: %1, in %2 visits</source>
        <translation>下一个行动：%1（%2 次访问后）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energydock.cpp" line="94"/>
        <source>%1 table, cost %2</source>
        <translation>%1 表，消耗 %2</translation>
    </message>
</context>
<context>
    <name>ts::gui::EnergyModel</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energymodel.cpp" line="39"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energymodel.cpp" line="40"/>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energymodel.cpp" line="44"/>
        <source>defeated</source>
        <translation>已被击败</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energymodel.cpp" line="45"/>
        <source>current</source>
        <translation>当前</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energymodel.cpp" line="45"/>
        <source>in %1</source>
        <translation>还有 %1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energymodel.cpp" line="46"/>
        <source>%1 of %2</source>
        <translation>%2 次中 %1 次</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energymodel.cpp" line="53"/>
        <source>%1 (%2 brain): energy %3, +%4 per visit at speed %5 (%6 table); it acts when its energy is at least %7</source>
        <translation>%1（%2 大脑）：能量 %3，速度 %5 时每次访问 +%4（%6 表）；能量不低于 %7 时行动</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energymodel.cpp" line="62"/>
        <source>Predicted to act next, in %1 visit(s), if everyone keeps an action</source>
        <translation>若所有角色都有行动，预计在 %1 次访问后下一个行动</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energymodel.cpp" line="108"/>
        <source>The current actor of the actor queue</source>
        <translation>角色队列的当前角色</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energymodel.cpp" line="109"/>
        <source>Predicted to act next</source>
        <translation>预计下一个行动</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energymodel.cpp" line="116"/>
        <source>The actors in the order of the actor queue</source>
        <translation>按角色队列顺序排列的角色</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energymodel.cpp" line="116"/>
        <source>Actor</source>
        <translation>角色</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energymodel.cpp" line="117"/>
        <source>Energy against the action cost: it acts when the bar reaches the line</source>
        <translation>相对于行动消耗的能量：条形到达竖线时行动</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energymodel.cpp" line="117"/>
        <source>Energy</source>
        <translation>能量</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energymodel.cpp" line="118"/>
        <source>Energy gained on each visit with an action (from the speed)</source>
        <translation>有行动的每次访问获得的能量（由速度决定）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energymodel.cpp" line="118"/>
        <source>Gain/visit</source>
        <translation>获得/访问</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energymodel.cpp" line="119"/>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energymodel.cpp" line="120"/>
        <source>The place in the actor queue: visits until its turn comes</source>
        <translation>在角色队列中的位置：轮到它之前的访问次数</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energymodel.cpp" line="120"/>
        <source>Queue</source>
        <translation>队列</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energymodel.cpp" line="121"/>
        <source>Actions taken (energy spent) of the visits so far</source>
        <translation>至今的访问中行动（消耗能量）的次数</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energymodel.cpp" line="121"/>
        <source>Acted</source>
        <translation>行动</translation>
    </message>
</context>
<context>
    <name>ts::gui::EnergySnapshot</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energysnapshot.cpp" line="23"/>
        <source>walk %1</source>
        <translation>向 %1 行走</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energysnapshot.cpp" line="24"/>
        <source>attack %1</source>
        <translation>攻击 %1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energysnapshot.cpp" line="25"/>
        <source>open the door %1</source>
        <translation>打开 %1 的门</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energysnapshot.cpp" line="26"/>
        <source>rest 1 turn</source>
        <translation>休息 1 回合</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energysnapshot.cpp" line="26"/>
        <source>rest %1 turns</source>
        <translation>休息 %1 回合</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energysnapshot.cpp" line="27"/>
        <source>change speed by %1</source>
        <translation>速度改变 %1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energysnapshot.cpp" line="30"/>
        <source>action #%1</source>
        <translation>行动 #%1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energysnapshot.cpp" line="36"/>
        <source>player (input)</source>
        <translation>玩家（输入）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energysnapshot.cpp" line="37"/>
        <source>chase</source>
        <translation>追击</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energysnapshot.cpp" line="38"/>
        <source>wander</source>
        <translation>游荡</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energysnapshot.cpp" line="39"/>
        <source>keep distance</source>
        <translation>保持距离</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energysnapshot.cpp" line="40"/>
        <source>script</source>
        <translation>脚本</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energysnapshot.cpp" line="50"/>
        <source>The energy panels belong to energy games (&quot;scheduler&quot;: &quot;energy&quot;)</source>
        <translation>能量面板用于能量调度的游戏（&quot;scheduler&quot;: &quot;energy&quot;）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energysnapshot.cpp" line="50"/>
        <source>No session</source>
        <translation>没有会话</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energysnapshot.cpp" line="75"/>
        <source>door (%1,%2)</source>
        <translation>门 (%1,%2)</translation>
    </message>
</context>
<context>
    <name>ts::gui::EventLogDock</name>
    <message>
        <source>Event Log</source>
        <translation type="vanished">事件日志</translation>
    </message>
    <message>
        <source>Search the summaries</source>
        <translation type="vanished">搜索摘要</translation>
    </message>
    <message>
        <source>Shows the events whose line contains this text (any case)</source>
        <translation type="vanished">显示其行中包含此文本的事件（不区分大小写）</translation>
    </message>
    <message>
        <source>Show one kind of event</source>
        <translation type="vanished">只显示一种类型的事件</translation>
    </message>
    <message>
        <source>Clause, e.g. 000:speed</source>
        <translation type="vanished">条款，例如 000:speed</translation>
    </message>
    <message>
        <source>Shows the events of the rule clauses that start with this id</source>
        <translation type="vanished">显示以此 ID 开头的规则条款的事件</translation>
    </message>
    <message>
        <source>Show the events that concern one entity</source>
        <translation type="vanished">显示与某个实体相关的事件</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="vanished">清除</translation>
    </message>
    <message>
        <source>Show every event</source>
        <translation type="vanished">显示所有事件</translation>
    </message>
    <message>
        <source>Matching the filter</source>
        <translation type="vanished">正在匹配筛选条件</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation type="vanished">所有类型</translation>
    </message>
    <message>
        <source>All entities</source>
        <translation type="vanished">所有实体</translation>
    </message>
    <message>
        <source>%1 events</source>
        <translation type="vanished">%1 个事件</translation>
    </message>
    <message>
        <source>%1 of %2 events</source>
        <translation type="vanished">%2 个事件中的 %1 个</translation>
    </message>
</context>
<context>
    <name>ts::gui::EventLogModel</name>
    <message>
        <source>A breakpoint matches this event</source>
        <translation type="vanished">有断点匹配此事件</translation>
    </message>
    <message>
        <source>Click to break on every “%1” event</source>
        <translation type="vanished">点击以在每个“%1”事件处中断</translation>
    </message>
    <message>
        <source>#</source>
        <translation type="vanished">#</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="vanished">类型</translation>
    </message>
    <message>
        <source>Clause</source>
        <translation type="vanished">条款</translation>
    </message>
    <message>
        <source>Entities</source>
        <translation type="vanished">实体</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="vanished">摘要</translation>
    </message>
    <message>
        <source>Breakpoints: click a row&apos;s cell to break on its kind</source>
        <translation type="vanished">断点：点击某行的单元格以在其类型处中断</translation>
    </message>
    <message>
        <source>Event number</source>
        <translation type="vanished">事件编号</translation>
    </message>
    <message>
        <source>The rule clause that produced the event</source>
        <translation type="vanished">产生该事件的规则条款</translation>
    </message>
    <message>
        <source>The entities the event concerns</source>
        <translation type="vanished">该事件涉及的实体</translation>
    </message>
</context>
<context>
    <name>ts::gui::EventLogView</name>
    <message>
        <source>Go to event %1</source>
        <translation type="vanished">转到事件 %1</translation>
    </message>
    <message>
        <source>Break on kind %1</source>
        <translation type="vanished">在类型 %1 处中断</translation>
    </message>
    <message>
        <source>Break on clause %1</source>
        <translation type="vanished">在条款 %1 处中断</translation>
    </message>
    <message>
        <source>Break on entity %1</source>
        <translation type="vanished">在实体 %1 处中断</translation>
    </message>
    <message>
        <source>Run to here</source>
        <translation type="vanished">运行到此处</translation>
    </message>
    <message>
        <source>Copy line</source>
        <translation type="vanished">复制行</translation>
    </message>
</context>
<context>
    <name>ts::gui::HeldStatesModel</name>
    <message>
        <source>no states</source>
        <translation type="vanished">无状态</translation>
    </message>
    <message>
        <source>1 state</source>
        <translation type="vanished">1 个状态</translation>
    </message>
    <message>
        <source>%1 states</source>
        <translation type="vanished">%1 个状态</translation>
    </message>
    <message>
        <source>passive</source>
        <translation type="vanished">被动</translation>
    </message>
    <message>
        <source>grant #%1</source>
        <translation type="vanished">赋予 #%1</translation>
    </message>
    <message>
        <source>%1 · grant #%2</source>
        <translation type="vanished">%1 · 赋予 #%2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; held by %2, position %3 of its state array</source>
        <translation type="vanished">&lt;b&gt;%1&lt;/b&gt;，由 %2 持有，位于其状态数组的位置 %3</translation>
    </message>
    <message>
        <source>stacks: %1</source>
        <translation type="vanished">层数：%1</translation>
    </message>
    <message>
        <source>duration: %1</source>
        <translation type="vanished">剩余回合数：%1</translation>
    </message>
    <message>
        <source>remaining triggers: %1</source>
        <translation type="vanished">剩余触发次数：%1</translation>
    </message>
    <message>
        <source>passive: never triggers; supplies modifiers and replacements</source>
        <translation type="vanished">被动：从不触发；提供修正值和效果替换</translation>
    </message>
    <message>
        <source>fires at: %1</source>
        <translation type="vanished">触发时机：%1</translation>
    </message>
    <message>
        <source>&lt;i&gt;granted or changed by the current event&lt;/i&gt;</source>
        <translation type="vanished">&lt;i&gt;由当前事件赋予或更改&lt;/i&gt;</translation>
    </message>
    <message>
        <source>power %1 · fallen</source>
        <translation type="vanished">国力 %1 · 已灭亡</translation>
    </message>
    <message>
        <source>power %1</source>
        <translation type="vanished">国力 %1</translation>
    </message>
    <message>
        <source>Nation states</source>
        <translation type="vanished">国家状态</translation>
    </message>
    <message>
        <source>before its units in priority (001:4.2.2)</source>
        <translation type="vanished">优先于其单位（001:4.2.2）</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="vanished">%1 %2</translation>
    </message>
    <message>
        <source>%1 · HP %2/%3</source>
        <translation type="vanished">%1 · HP %2/%3</translation>
    </message>
    <message>
        <source> · dead</source>
        <translation type="vanished"> · 死亡</translation>
    </message>
    <message>
        <source>Game start</source>
        <translation type="vanished">游戏开始</translation>
    </message>
    <message>
        <source>Round %1, %2&apos;s turn</source>
        <translation type="vanished">第 %1 轮，%2 的回合</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="vanished">第 %1 轮</translation>
    </message>
    <message>
        <source>%1: %2 held</source>
        <translation type="vanished">%1 — 持有：%2</translation>
    </message>
    <message>
        <source>, %1 granted or changed by this event</source>
        <translation type="vanished">，其中 %1 个由此事件赋予或更改</translation>
    </message>
    <message>
        <source>states panel</source>
        <translation type="vanished">状态面板</translation>
    </message>
    <message>
        <source> — the cursor is inside an NPC preview, which changes a copy of the game; these are the real game&apos;s states</source>
        <translation type="vanished"> — 光标位于 NPC 预览中，该预览修改的是游戏副本；此处显示的是实际游戏的状态</translation>
    </message>
    <message>
        <source>Holder / state</source>
        <translation type="vanished">持有者 / 状态</translation>
    </message>
    <message>
        <source>Stacks</source>
        <translation type="vanished">层数</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation type="vanished">剩余回合</translation>
    </message>
    <message>
        <source>Triggers left</source>
        <translation type="vanished">剩余触发</translation>
    </message>
    <message>
        <source>Fires at</source>
        <translation type="vanished">触发时机</translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="vanished">备注</translation>
    </message>
    <message>
        <source>Each nation, its own states, then each unit of its unit array; states in array order (001:4.2.2, 001:4.2.3)</source>
        <translation type="vanished">每个国家先列自身状态，再列其单位数组中的各单位；状态按数组顺序排列（001:4.2.2, 001:4.2.3）</translation>
    </message>
    <message>
        <source>Stack count; — = not stackable (null)</source>
        <translation type="vanished">叠加层数；— = 不可叠加（null）</translation>
    </message>
    <message>
        <source>Turns left; ∞ = permanent (null)</source>
        <translation type="vanished">剩余回合数；∞ = 永久（null）</translation>
    </message>
    <message>
        <source>Remaining triggers; ∞ = unlimited (null)</source>
        <translation type="vanished">剩余触发次数；∞ = 无限（null）</translation>
    </message>
    <message>
        <source>The timings the state fires at, or passive</source>
        <translation type="vanished">状态的触发时机，或被动</translation>
    </message>
    <message>
        <source>The state&apos;s description and grant serial; a holder&apos;s place and HP</source>
        <translation type="vanished">状态的说明和赋予序号；持有者的位置和 HP</translation>
    </message>
</context>
<context>
    <name>ts::gui::InspectorDock</name>
    <message>
        <source>Inspector</source>
        <translation type="vanished">检查器</translation>
    </message>
    <message>
        <source>Filter names and values</source>
        <translation type="vanished">按名称和值筛选</translation>
    </message>
    <message>
        <source>Changed only</source>
        <translation type="vanished">仅显示变更</translation>
    </message>
    <message>
        <source>Show only the values the current event changed</source>
        <translation type="vanished">仅显示当前事件更改的值</translation>
    </message>
    <message>
        <source>No state</source>
        <translation type="vanished">无状态</translation>
    </message>
    <message>
        <source>Event #%1 changed no value</source>
        <translation type="vanished">事件 #%1 未更改任何值</translation>
    </message>
    <message>
        <source>Event #%1 changed 1 value (highlighted)</source>
        <translation type="vanished">事件 #%1 更改了 1 个值（已高亮）</translation>
    </message>
    <message>
        <source>Event #%1 changed %2 values (highlighted)</source>
        <translation type="vanished">事件 #%1 更改了 %2 个值（已高亮）</translation>
    </message>
</context>
<context>
    <name>ts::gui::InspectorModel</name>
    <message>
        <source>Run %1</source>
        <translation type="vanished">Run %1</translation>
    </message>
    <message>
        <source>1 item</source>
        <translation type="vanished">1 项</translation>
    </message>
    <message>
        <source>%1 items</source>
        <translation type="vanished">%1 项</translation>
    </message>
    <message>
        <source>1 field</source>
        <translation type="vanished">1 个字段</translation>
    </message>
    <message>
        <source>%1 fields</source>
        <translation type="vanished">%1 个字段</translation>
    </message>
    <message>
        <source> · %1 changed</source>
        <translation type="vanished"> · %1 个已更改</translation>
    </message>
    <message>
        <source>(absent)</source>
        <translation type="vanished">（不存在）</translation>
    </message>
    <message>
        <source>changed by this event: %1 → %2</source>
        <translation type="vanished">由此事件更改：%1 → %2</translation>
    </message>
    <message>
        <source>1 value inside changed by this event</source>
        <translation type="vanished">其中 1 个值由此事件更改</translation>
    </message>
    <message>
        <source>%1 values inside changed by this event</source>
        <translation type="vanished">其中 %1 个值由此事件更改</translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="vanished">名称</translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="vanished">值</translation>
    </message>
</context>
<context>
    <name>ts::gui::MainWindow</name>
    <message>
        <source>Unsaved trace</source>
        <translation type="vanished">未保存的跟踪</translation>
    </message>
    <message>
        <source>The current trace has events that are not saved. Save them first?</source>
        <translation type="vanished">当前跟踪中有未保存的事件。要先保存吗？</translation>
    </message>
    <message>
        <source>Turnscope traces (*.tstrace)</source>
        <translation type="vanished">Turnscope 跟踪 (*.tstrace)</translation>
    </message>
    <message>
        <source>Scenarios and traces (*.json *.tstrace);;All files (*)</source>
        <translation type="vanished">场景和跟踪 (*.json *.tstrace);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Open Scenario</source>
        <translation type="vanished">打开场景</translation>
    </message>
    <message>
        <source>Open Trace</source>
        <translation type="vanished">打开跟踪</translation>
    </message>
    <message>
        <source>Save Trace</source>
        <translation type="vanished">保存跟踪</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="vanished">文件(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="vanished">最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Debug</source>
        <translation type="vanished">调试(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="vanished">视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation type="vanished">工具(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="vanished">帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Debug</source>
        <translation type="vanished">调试</translation>
    </message>
    <message>
        <source> events/s</source>
        <translation type="vanished"> 事件/秒</translation>
    </message>
    <message>
        <source>Events per second while playing</source>
        <translation type="vanished">播放时每秒的事件数</translation>
    </message>
    <message>
        <source>Cannot open the trace</source>
        <translation type="vanished">无法打开跟踪</translation>
    </message>
    <message>
        <source>Cannot open the scenario</source>
        <translation type="vanished">无法打开场景</translation>
    </message>
    <message>
        <source>Cannot save the trace</source>
        <translation type="vanished">无法保存跟踪</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="vanished">已保存 %1</translation>
    </message>
    <message>
        <source>bundled sample</source>
        <translation type="vanished">内置示例</translation>
    </message>
    <message>
        <source>No events</source>
        <translation type="vanished">没有事件</translation>
    </message>
    <message>
        <source>Event %1 of %2</source>
        <translation type="vanished">事件 %1 / %2</translation>
    </message>
    <message>
        <source>Open &amp;Sample</source>
        <translation type="vanished">打开示例(&amp;S)</translation>
    </message>
    <message>
        <source>Go to Event</source>
        <translation type="vanished">转到事件</translation>
    </message>
    <message>
        <source>Event number:</source>
        <translation type="vanished">事件编号：</translation>
    </message>
    <message>
        <source>Go to Turn</source>
        <translation type="vanished">转到回合</translation>
    </message>
    <message>
        <source>Turn, or turn.Run (e.g. 3 or 3.2):</source>
        <translation type="vanished">回合，或 回合.Run（如 3 或 3.2）：</translation>
    </message>
    <message>
        <source>Round, or round.turn (e.g. 3 or 3.2):</source>
        <translation type="vanished">轮次，或 轮次.回合（如 3 或 3.2）：</translation>
    </message>
    <message>
        <source>The trace has no turn %1</source>
        <translation type="vanished">跟踪中没有回合 %1</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="vanished">设置</translation>
    </message>
    <message>
        <source>Language (after a restart):</source>
        <translation type="vanished">语言（重启后生效）：</translation>
    </message>
    <message>
        <source>About Turnscope</source>
        <translation type="vanished">关于 Turnscope</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Turnscope %1&lt;/h3&gt;&lt;p&gt;A debugger and visualizer for the rules of turn-based games: every rule step is an event that names its clause; step, rewind, break and fork.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Turnscope %1&lt;/h3&gt;&lt;p&gt;回合制游戏规则的调试器与可视化工具：每个规则步骤都是一个标明其条款的事件；可单步执行、回退、中断和分叉。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ts::gui::MapDock</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/mapdock.cpp" line="19"/>
        <source>Map</source>
        <translation>地图</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/mapdock.cpp" line="37"/>
        <source>Fit</source>
        <translation>适应</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/mapdock.cpp" line="37"/>
        <source>Show the whole map</source>
        <translation>显示整张地图</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/mapdock.cpp" line="38"/>
        <source>Zoom out (Ctrl+wheel)</source>
        <translation>缩小（Ctrl+滚轮）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/mapdock.cpp" line="39"/>
        <source>Zoom in (Ctrl+wheel)</source>
        <translation>放大（Ctrl+滚轮）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/mapdock.cpp" line="40"/>
        <source>Click a unit to show its events in the event log</source>
        <translation>点击单位可在事件日志中显示它的事件</translation>
    </message>
</context>
<context>
    <name>ts::gui::MapSnapshot</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/mapsnapshot.cpp" line="126"/>
        <source>The map belongs to the roguelike ruleset</source>
        <translation>地图属于 roguelike 规则集</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/mapsnapshot.cpp" line="126"/>
        <source>No session</source>
        <translation>没有会话</translation>
    </message>
</context>
<context>
    <name>ts::gui::MapWidget</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/mapwidget.cpp" line="194"/>
        <source>%1 at (%2, %3), HP %4</source>
        <translation>%1 位于 (%2, %3)，HP %4</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/mapwidget.cpp" line="196"/>
        <source>defeated</source>
        <translation>已被击败</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/mapwidget.cpp" line="197"/>
        <source>Click: show its events in the event log</source>
        <translation>点击：在事件日志中显示它的事件</translation>
    </message>
</context>
<context>
    <name>ts::gui::NpcDecisionDock</name>
    <message>
        <source>NPC Decision</source>
        <translation type="vanished">NPC 决策</translation>
    </message>
    <message>
        <source>A domestic choice: the decision phase (military powers and belligerence) comes after the domestic phase.</source>
        <translation type="vanished">内政选择：行动判断阶段（军力与好战度）在内政阶段之后进行。</translation>
    </message>
    <message>
        <source>Own military power %1 × belligerence %2 = %3</source>
        <translation type="vanished">本国军力 %1 × 好战度 %2 = %3</translation>
    </message>
    <message>
        <source>No hostile nation left to battle (all fallen or none named).</source>
        <translation type="vanished">没有可交战的敌对国（均已灭亡或未指定）。</translation>
    </message>
    <message>
        <source>Closest hostile nation in military power: %1 with %2</source>
        <translation type="vanished">军力最接近的敌对国：%1（%2）</translation>
    </message>
    <message>
        <source>%1 &gt; %2: battle against %3 (001:3.3.3/2)</source>
        <translation type="vanished">%1 &gt; %2：与 %3 战斗（001:3.3.3/2）</translation>
    </message>
    <message>
        <source>%1 ≤ %2: no battle; the action commands are previewed (001:3.3.3/3)</source>
        <translation type="vanished">%1 ≤ %2：不战斗；预览行动指令（001:3.3.3/3）</translation>
    </message>
</context>
<context>
    <name>ts::gui::NpcDecisionModel</name>
    <message>
        <source>1 domestic command</source>
        <translation type="vanished">1 条内政指令</translation>
    </message>
    <message>
        <source>%1 domestic commands</source>
        <translation type="vanished">%1 条内政指令</translation>
    </message>
    <message>
        <source>1 action command</source>
        <translation type="vanished">1 条行动指令</translation>
    </message>
    <message>
        <source>%1 action commands</source>
        <translation type="vanished">%1 条行动指令</translation>
    </message>
    <message>
        <source>battle</source>
        <translation type="vanished">战斗</translation>
    </message>
    <message>
        <source>nothing to do</source>
        <translation type="vanished">无可执行的行动</translation>
    </message>
    <message>
        <source>Domestic phase: the best domestic command (001:3.3.2/npc-2)</source>
        <translation type="vanished">内政阶段：最佳内政指令（001:3.3.2/npc-2）</translation>
    </message>
    <message>
        <source>Decision phase: no battle, the best action command (001:3.3.3/3)</source>
        <translation type="vanished">行动判断阶段：不战斗，最佳行动指令（001:3.3.3/3）</translation>
    </message>
    <message>
        <source>Decision phase: battle (001:3.3.3/2)</source>
        <translation type="vanished">行动判断阶段：战斗（001:3.3.3/2）</translation>
    </message>
    <message>
        <source>Decision phase: no battle and no selectable action command</source>
        <translation type="vanished">行动判断阶段：不战斗，且无可选的行动指令</translation>
    </message>
    <message>
        <source>NPC decision panel</source>
        <translation type="vanished">NPC 决策面板</translation>
    </message>
    <message>
        <source>No NPC decision yet</source>
        <translation type="vanished">尚无 NPC 决策</translation>
    </message>
    <message>
        <source>as good as %1, which comes first in the list (ties go to the first)</source>
        <translation type="vanished">与 %1 同分，而 %1 在列表中更靠前（同分时取靠前者）</translation>
    </message>
    <message>
        <source>chosen: the highest score, first of %1 tied</source>
        <translation type="vanished">已选：最高分，%1 个同分中的第一个</translation>
    </message>
    <message>
        <source>chosen: the highest score</source>
        <translation type="vanished">已选：最高分</translation>
    </message>
    <message>
        <source>%1, round %2: battle against %3</source>
        <translation type="vanished">%1，第 %2 轮：与 %3 战斗</translation>
    </message>
    <message>
        <source>%1, round %2: runs %3, the best of %4</source>
        <translation type="vanished">%1，第 %2 轮：执行 %3（%4中的最佳）</translation>
    </message>
    <message>
        <source>%1, round %2: %3</source>
        <translation type="vanished">%1，第 %2 轮：%3</translation>
    </message>
    <message>
        <source>power × target military ratio + Σ(HP + attack) of the living Front units, after the preview, exactly (001:3.3.2/score)</source>
        <translation type="vanished">预览后的 国力 × 目标军力比率 + 前排存活单位的 Σ(HP + 攻击力) 的精确值（001:3.3.2/score）</translation>
    </message>
    <message>
        <source>the exact score rounded up, as the event log shows it</source>
        <translation type="vanished">精确分数向上取整，与事件日志中的显示一致</translation>
    </message>
    <message>
        <source>previewed on a deep copy of the game (001:3.3.2/npc-1)</source>
        <translation type="vanished">在游戏的深拷贝上预览（001:3.3.2/npc-1）</translation>
    </message>
    <message>
        <source>Command</source>
        <translation type="vanished">指令</translation>
    </message>
    <message>
        <source>Score (exact)</source>
        <translation type="vanished">分数（精确）</translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="vanished">分数</translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="vanished">备注</translation>
    </message>
</context>
<context>
    <name>ts::gui::PowerChartDock</name>
    <message>
        <source>Power Chart</source>
        <translation type="vanished">国力图表</translation>
    </message>
    <message>
        <source>power chart</source>
        <translation type="vanished">国力图表</translation>
    </message>
    <message>
        <source>Power per round: the game start. Click a round to go to it.</source>
        <translation type="vanished">每轮国力：游戏开始时。点击某一轮可跳转到该轮。</translation>
    </message>
    <message>
        <source>Power per round, up to the end of round %1. Click a round to go to it.</source>
        <translation type="vanished">每轮国力，截至第 %1 轮结束。点击某一轮可跳转到该轮。</translation>
    </message>
    <message>
        <source>Power per round, round %1 under way. Click a round to go to it.</source>
        <translation type="vanished">每轮国力，第 %1 轮进行中。点击某一轮可跳转到该轮。</translation>
    </message>
</context>
<context>
    <name>ts::gui::PowerChartView</name>
    <message>
        <source>Round (0 = start; each point is the power at the round&apos;s end)</source>
        <translation type="vanished">轮次（0 = 开始；每个点为该轮结束时的国力）</translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="vanished">国力</translation>
    </message>
    <message>
        <source>%1 (rest of the game)</source>
        <translation type="vanished">%1（后续）</translation>
    </message>
    <message>
        <source>%1 (at the cursor)</source>
        <translation type="vanished">%1（至光标处）</translation>
    </message>
    <message>
        <source>cursor</source>
        <translation type="vanished">光标</translation>
    </message>
    <message>
        <source>&lt;b&gt;Start&lt;/b&gt; (click: go to the game start)</source>
        <translation type="vanished">&lt;b&gt;开始&lt;/b&gt;（点击：转到游戏开始）</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of round %1&lt;/b&gt; (click: go to the round&apos;s start)</source>
        <translation type="vanished">&lt;b&gt;第 %1 轮结束&lt;/b&gt;（点击：转到该轮开始）</translation>
    </message>
    <message>
        <source>&lt;i&gt;round %1 is under way at the cursor&lt;/i&gt;</source>
        <translation type="vanished">&lt;i&gt;光标处第 %1 轮正在进行&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>ts::gui::RoguelikeUi</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/roguelikeui.cpp" line="41"/>
        <location filename="../../../widgets/rulesets/roguelike/roguelikeui.cpp" line="49"/>
        <source>Turns</source>
        <translation>回合</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/roguelikeui.cpp" line="41"/>
        <location filename="../../../widgets/rulesets/roguelike/roguelikeui.cpp" line="49"/>
        <source>T</source>
        <comment>a turn&apos;s label on the timeline: T12</comment>
        <translation>T</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/roguelikeui.cpp" line="41"/>
        <source>Turn, or turn.Run (e.g. 3 or 3.2):</source>
        <translation>回合，或 回合.Run（如 3 或 3.2）：</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/roguelikeui.cpp" line="42"/>
        <location filename="../../../widgets/rulesets/roguelike/roguelikeui.cpp" line="51"/>
        <source>The trace has no turn %1</source>
        <translation>轨迹中没有第 %1 回合</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/roguelikeui.cpp" line="50"/>
        <source>Turn, or turn.visit (e.g. 3 or 3.2; a turn is one rotation of the actor queue):</source>
        <translation>回合，或 回合.访问（如 3 或 3.2；一个回合是角色队列的一轮）：</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/roguelikeui.cpp" line="87"/>
        <source>&lt;b&gt;unit(&quot;Name&quot;)&lt;/b&gt; a unit (&lt;i&gt;hp, tokens, speed, x, y, alive, …&lt;/i&gt;; unit(n): the n-th), &lt;b&gt;turn()&lt;/b&gt;, &lt;b&gt;run()&lt;/b&gt; (1-based), &lt;b&gt;state&lt;/b&gt; the whole state. E.g. &lt;code&gt;unit(&quot;Enemy1&quot;).tokens &amp;lt; 0&lt;/code&gt;, &lt;code&gt;turn() &amp;gt;= 2 &amp;amp;&amp;amp; run() == 1&lt;/code&gt;. Energy games: &lt;b&gt;visit()&lt;/b&gt; (World.update calls so far), &lt;b&gt;actor()&lt;/b&gt; the current actor&apos;s name, &lt;b&gt;energy(&quot;Name&quot;)&lt;/b&gt;; units have &lt;i&gt;energy, gain, speed, actions, acted, visits&lt;/i&gt;. E.g. &lt;code&gt;energy(&quot;Orc&quot;) &amp;gt;= 100 &amp;amp;&amp;amp; actor() == &quot;Orc&quot;&lt;/code&gt;</source>
        <translation>&lt;b&gt;unit(&quot;Name&quot;)&lt;/b&gt; 单位（&lt;i&gt;hp, tokens, speed, x, y, alive, …&lt;/i&gt;；unit(n)：第 n 个），&lt;b&gt;turn()&lt;/b&gt;，&lt;b&gt;run()&lt;/b&gt;（从 1 开始），&lt;b&gt;state&lt;/b&gt; 整个状态。例如 &lt;code&gt;unit(&quot;Enemy1&quot;).tokens &amp;lt; 0&lt;/code&gt;，&lt;code&gt;turn() &amp;gt;= 2 &amp;amp;&amp;amp; run() == 1&lt;/code&gt;。能量调度的游戏：&lt;b&gt;visit()&lt;/b&gt;（至今 World.update 的次数），&lt;b&gt;actor()&lt;/b&gt; 当前角色的名字，&lt;b&gt;energy(&quot;Name&quot;)&lt;/b&gt;；单位有 &lt;i&gt;energy, gain, speed, actions, acted, visits&lt;/i&gt;。例如 &lt;code&gt;energy(&quot;Orc&quot;) &amp;gt;= 100 &amp;amp;&amp;amp; actor() == &quot;Orc&quot;&lt;/code&gt;</translation>
    </message>
</context>
<context>
    <name>ts::gui::RuleTextDock</name>
    <message>
        <source>line %1</source>
        <translation type="vanished">第 %1 行</translation>
    </message>
    <message>
        <source>lines %1–%2</source>
        <translation type="vanished">第 %1–%2 行</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="vanished">规则</translation>
    </message>
    <message>
        <source>No rule</source>
        <translation type="vanished">无规则</translation>
    </message>
    <message>
        <source>No game is open.</source>
        <translation type="vanished">没有打开的游戏。</translation>
    </message>
    <message>
        <source>The trace is empty.</source>
        <translation type="vanished">跟踪为空。</translation>
    </message>
    <message>
        <source>Event #%1 cannot be read: %2</source>
        <translation type="vanished">无法读取事件 #%1：%2</translation>
    </message>
    <message>
        <source>Event #%1 · %2</source>
        <translation type="vanished">事件 #%1 · %2</translation>
    </message>
    <message>
        <source>No clause</source>
        <translation type="vanished">无条款</translation>
    </message>
    <message>
        <source>This event names no rule clause.</source>
        <translation type="vanished">此事件未标明规则条款。</translation>
    </message>
    <message>
        <source>refinement of %1</source>
        <translation type="vanished">%1 的细化</translation>
    </message>
    <message>
        <source>This build has no statement for this clause.</source>
        <translation type="vanished">此构建中没有此条款的说明。</translation>
    </message>
    <message>
        <source>This finer step has no text of its own; it counts for %1, whose text is shown.</source>
        <translation type="vanished">此细化步骤没有自己的文本；它归属于 %1，此处显示的是 %1 的文本。</translation>
    </message>
    <message>
        <source>The seed has no passage for this rule.</source>
        <translation type="vanished">种子文档中没有此规则的段落。</translation>
    </message>
    <message>
        <source>No original text is bundled for this clause.</source>
        <translation type="vanished">此条款未附带原文。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Original&lt;/b&gt; — seed %1 &lt;i&gt;%2&lt;/i&gt;&lt;br&gt;%3 · %4</source>
        <translation type="vanished">&lt;b&gt;原文&lt;/b&gt; — 种子文档 %1 &lt;i&gt;%2&lt;/i&gt;&lt;br&gt;%3 · %4</translation>
    </message>
</context>
<context>
    <name>ts::gui::RunTableDelegate</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledelegate.cpp" line="253"/>
        <source>acted</source>
        <translation>已行动</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledelegate.cpp" line="254"/>
        <source>not yet acted</source>
        <translation>未行动</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledelegate.cpp" line="255"/>
        <source>skipped: no token</source>
        <translation>跳过：无令牌</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledelegate.cpp" line="256"/>
        <source>merged into the Run on the left</source>
        <translation>合并到左侧的 Run</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledelegate.cpp" line="257"/>
        <source>received merged actions</source>
        <translation>接收了合并的行动</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledelegate.cpp" line="258"/>
        <source>row inserted mid-turn</source>
        <translation>回合中插入的行</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledelegate.cpp" line="259"/>
        <source>the scheduler is here</source>
        <translation>调度器在此</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledelegate.cpp" line="260"/>
        <source>token debt</source>
        <translation>令牌欠债</translation>
    </message>
</context>
<context>
    <name>ts::gui::RunTableDock</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledock.cpp" line="41"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledock.cpp" line="50"/>
        <source>Run Table</source>
        <translation>Run 表</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledock.cpp" line="70"/>
        <source>Export PNG…</source>
        <translation>导出 PNG…</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledock.cpp" line="71"/>
        <source>Save the whole Run table, with its legend, as a PNG image</source>
        <translation>将整个 Run 表连同图例保存为 PNG 图像</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledock.cpp" line="72"/>
        <source>Export SVG…</source>
        <translation>导出 SVG…</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledock.cpp" line="73"/>
        <source>Save the whole Run table, with its legend, as an SVG drawing</source>
        <translation>将整个 Run 表连同图例保存为 SVG 矢量图</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledock.cpp" line="186"/>
        <source> (event #%1)</source>
        <translation>（事件 #%1）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledock.cpp" line="240"/>
        <location filename="../../../widgets/rulesets/roguelike/runtabledock.cpp" line="273"/>
        <source>There is no Run table at the cursor to export.</source>
        <translation>光标处没有可导出的 Run 表。</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledock.cpp" line="249"/>
        <source>The table is too large for a PNG image (%1 × %2 pixels); export it as SVG.</source>
        <translation>表格过大，无法生成 PNG 图像（%1 × %2 像素）；请导出为 SVG。</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledock.cpp" line="263"/>
        <source>%1: the image could not be encoded as PNG</source>
        <translation>%1：无法将图像编码为 PNG</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledock.cpp" line="284"/>
        <source>Run table</source>
        <translation>Run 表</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledock.cpp" line="289"/>
        <source>%1: the SVG drawing could not be started</source>
        <translation>%1：无法开始绘制 SVG</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledock.cpp" line="311"/>
        <source>Export the Run table as PNG</source>
        <translation>将 Run 表导出为 PNG</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledock.cpp" line="312"/>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledock.cpp" line="317"/>
        <source>Export PNG</source>
        <translation>导出 PNG</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledock.cpp" line="322"/>
        <source>Export the Run table as SVG</source>
        <translation>将 Run 表导出为 SVG</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledock.cpp" line="323"/>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledock.cpp" line="328"/>
        <source>Export SVG</source>
        <translation>导出 SVG</translation>
    </message>
</context>
<context>
    <name>ts::gui::RunTableModel</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="25"/>
        <source>manual actions</source>
        <translation>手动行动</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="26"/>
        <source>AI minor actions</source>
        <translation>AI 次要行动</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="27"/>
        <source>AI major actions</source>
        <translation>AI 主要行动</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="33"/>
        <source>1 action</source>
        <translation>1 次行动</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="33"/>
        <source>%1 actions</source>
        <translation>%1 次行动</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="34"/>
        <source>1 action token</source>
        <translation>1 个行动令牌</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="34"/>
        <source>%1 action tokens</source>
        <translation>%1 个行动令牌</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="39"/>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="458"/>
        <source>Run %1</source>
        <translation>Run %1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="40"/>
        <source>Runs %1–%2</source>
        <translation>Run %1–%2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="127"/>
        <source>No session</source>
        <translation>无会话</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="129"/>
        <source>The Run table belongs to the roguelike ruleset</source>
        <translation>Run 表仅适用于 roguelike 规则集</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="248"/>
        <source>Before the first turn</source>
        <translation>第一回合之前</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="249"/>
        <source>Turn %1</source>
        <translation>回合 %1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="251"/>
        <source>%1 — over, the next turn starts</source>
        <translation>%1 — 已结束，下一回合开始</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="252"/>
        <source>%1 — table built, dealing action tokens</source>
        <translation>%1 — 表已建立，正在分发行动令牌</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="254"/>
        <source>%1 — Run %2 begins</source>
        <translation>%1 — Run %2 开始</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="257"/>
        <source>%1 — Run %2, %3</source>
        <translation>%1 — Run %2，%3</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="260"/>
        <source> · %1 acting</source>
        <translation> · %1 正在行动</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="263"/>
        <source>%1 — turn end</source>
        <translation>%1 — 回合结束</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="264"/>
        <source>%1 — game over</source>
        <translation>%1 — 游戏结束</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="313"/>
        <source>&lt;b&gt;%1&lt;/b&gt;, Run %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;，Run %2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="318"/>
        <source>merged away: no Player action in Run %1, so its actions moved to Run %2 (000:merge)</source>
        <translation>已合并移出：Run %1 中没有 Player 行动，因此其行动移到 Run %2（000:merge）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="324"/>
        <source>nothing scheduled</source>
        <translation>无计划行动</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="332"/>
        <source>: %1 moved here from %2 (000:merge)</source>
        <translation>：其中 %1 次从 %2 移至此处（000:merge）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="336"/>
        <source>%1 acted</source>
        <translation>已行动 %1 次</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="338"/>
        <source>%1 skipped: no action token (000:tokens/skip)</source>
        <translation>跳过 %1 次：无行动令牌（000:tokens/skip）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="339"/>
        <source>%1 skipped: the unit is dead (000:table/order)</source>
        <translation>跳过 %1 次：该单位已死亡（000:table/order）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="341"/>
        <source>%1 not yet reached</source>
        <translation>%1 次尚未轮到</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="343"/>
        <source>&lt;i&gt;the scheduler is on this cell (%1)&lt;/i&gt;</source>
        <translation>&lt;i&gt;调度器位于此单元格（%1）&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="376"/>
        <source>%1 owes %2: next turn&apos;s tokens are reduced (000:debt)</source>
        <translation>%1 欠 %2：下一回合的令牌将减少（000:debt）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="377"/>
        <source>%1 holds %2 (000:tokens/deal, 000:tokens/spend)</source>
        <translation>%1 持有 %2（000:tokens/deal, 000:tokens/spend）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="392"/>
        <source>%1 merged into Run %2</source>
        <translation>%1 已合并到 Run %2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="403"/>
        <source>inserted in Run %1 by event #%2</source>
        <translation>由事件 #%2 插入 Run %1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="407"/>
        <source>dead</source>
        <translation>死亡</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="410"/>
        <source> (000:speed/up: after the last not-yet-acted row of that speed, else after the acting row)</source>
        <translation>（000:speed/up：插在同速度最后一个未行动行之后，否则插在正在行动的行之后）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="430"/>
        <source>%1 (%2), speed %3</source>
        <translation>%1（%2），速度 %3</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="434"/>
        <source>inserted in Run %1 by event #%2 (000:speed/up)</source>
        <translation>由事件 #%2 插入 Run %1（000:speed/up）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="459"/>
        <source>Tokens</source>
        <translation>令牌</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="459"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="462"/>
        <source>Run %1: manual actions, then AI minor, then AI major actions, each in row order (000:table/order)</source>
        <translation>Run %1：依次为手动行动、AI 次要行动、AI 主要行动，各自按行顺序（000:table/order）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="464"/>
        <source>Action tokens held at the cursor; red = debt (000:debt)</source>
        <translation>光标处持有的行动令牌；红色 = 欠债（000:debt）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="465"/>
        <source>Inserted rows and AI run merges</source>
        <translation>插入的行和 AI 的 Run 间合并</translation>
    </message>
</context>
<context>
    <name>ts::gui::SessionController</name>
    <message>
        <source>There is no session to save.</source>
        <translation type="vanished">没有可保存的会话。</translation>
    </message>
    <message>
        <source>Saving %1</source>
        <translation type="vanished">正在保存 %1</translation>
    </message>
    <message>
        <source>Running the game</source>
        <translation type="vanished">正在运行游戏</translation>
    </message>
    <message>
        <source>Stopped after %1 events</source>
        <translation type="vanished">在 %1 个事件后停止</translation>
    </message>
    <message>
        <source>Game over after %1 events</source>
        <translation type="vanished">%1 个事件后游戏结束</translation>
    </message>
    <message>
        <source>Waiting for a decision</source>
        <translation type="vanished">正在等待决策</translation>
    </message>
    <message>
        <source>Continuing</source>
        <translation type="vanished">继续中</translation>
    </message>
    <message>
        <source>Reverse continuing</source>
        <translation type="vanished">反向继续中</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation type="vanished">已停止</translation>
    </message>
    <message>
        <source>Reached the end of the game</source>
        <translation type="vanished">已到达游戏结尾</translation>
    </message>
    <message>
        <source>Reached the start of the trace</source>
        <translation type="vanished">已到达跟踪开头</translation>
    </message>
</context>
<context>
    <name>ts::gui::StateQueueDock</name>
    <message>
        <source>State Queue</source>
        <translation type="vanished">状态处理队列</translation>
    </message>
    <message>
        <source>fired</source>
        <translation type="vanished">已触发</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation type="vanished">已跳过</translation>
    </message>
    <message>
        <source>pending</source>
        <translation type="vanished">待处理</translation>
    </message>
    <message>
        <source>granted meanwhile, not queued</source>
        <translation type="vanished">期间赋予，未入队</translation>
    </message>
    <message>
        <source>popped last</source>
        <translation type="vanished">最近弹出</translation>
    </message>
</context>
<context>
    <name>ts::gui::StateQueueModel</name>
    <message>
        <source>pending</source>
        <translation type="vanished">待处理</translation>
    </message>
    <message>
        <source>fired</source>
        <translation type="vanished">已触发</translation>
    </message>
    <message>
        <source>skipped: removed</source>
        <translation type="vanished">跳过：已移除</translation>
    </message>
    <message>
        <source>skipped: passive</source>
        <translation type="vanished">跳过：被动</translation>
    </message>
    <message>
        <source>skipped: wrong timing</source>
        <translation type="vanished">跳过：时机不符</translation>
    </message>
    <message>
        <source>skipped: no triggers left</source>
        <translation type="vanished">跳过：无剩余触发次数</translation>
    </message>
    <message>
        <source>not queued</source>
        <translation type="vanished">未入队</translation>
    </message>
    <message>
        <source>%1 fired</source>
        <translation type="vanished">已触发 %1</translation>
    </message>
    <message>
        <source>%1 skipped</source>
        <translation type="vanished">跳过 %1</translation>
    </message>
    <message>
        <source>%1 pending</source>
        <translation type="vanished">待处理 %1</translation>
    </message>
    <message>
        <source>waiting; passive, so it will be skipped</source>
        <translation type="vanished">等待中；为被动状态，将被跳过</translation>
    </message>
    <message>
        <source>waiting; fires at %1</source>
        <translation type="vanished">等待中；在 %1 触发</translation>
    </message>
    <message>
        <source>waiting; not a %1 state (fires at: %2)</source>
        <translation type="vanished">等待中；不是在 %1 触发的状态（触发时机：%2）</translation>
    </message>
    <message>
        <source>effects applied; fires without limit</source>
        <translation type="vanished">已应用效果；无限次触发</translation>
    </message>
    <message>
        <source>effects applied; triggers left: %1</source>
        <translation type="vanished">已应用效果；剩余触发次数：%1</translation>
    </message>
    <message>
        <source>effects applied; no longer held (used up or removed)</source>
        <translation type="vanished">已应用效果；已不再持有（已用尽或被移除）</translation>
    </message>
    <message>
        <source>no longer held when popped: removed after the queue was built (001:4.2/fixed)</source>
        <translation type="vanished">弹出时已不再持有：在队列建立后被移除（001:4.2/fixed）</translation>
    </message>
    <message>
        <source>a passive state never triggers; it only modifies</source>
        <translation type="vanished">被动状态从不触发，只提供修正</translation>
    </message>
    <message>
        <source>fires at no timing at all, so not at %1</source>
        <translation type="vanished">没有任何触发时机，因此不会在 %1 触发</translation>
    </message>
    <message>
        <source>fires at %1, not at %2</source>
        <translation type="vanished">在 %1 触发，而不是 %2</translation>
    </message>
    <message>
        <source>no triggers left (remaining triggers: 0)</source>
        <translation type="vanished">无剩余触发次数（剩余触发次数：0）</translation>
    </message>
    <message>
        <source>&lt;b&gt;#%1 %2&lt;/b&gt; of %3</source>
        <translation type="vanished">&lt;b&gt;#%1 %2&lt;/b&gt;（%3）</translation>
    </message>
    <message>
        <source>timings: %1</source>
        <translation type="vanished">触发时机：%1</translation>
    </message>
    <message>
        <source>grant #%1 of this state (its serial)</source>
        <translation type="vanished">此状态的赋予 #%1（其序号）</translation>
    </message>
    <message>
        <source>next in turn order (001:4.2.1)</source>
        <translation type="vanished">按回合顺序的下一个（001:4.2.1）</translation>
    </message>
    <message>
        <source>first in turn order: no nation has the turn (001:4.2.1)</source>
        <translation type="vanished">按回合顺序排第一：当前没有国家的回合（001:4.2.1）</translation>
    </message>
    <message>
        <source>the turn player comes first (001:4.2.1)</source>
        <translation type="vanished">当前回合玩家排在最前（001:4.2.1）</translation>
    </message>
    <message>
        <source>%1 — nation states</source>
        <translation type="vanished">%1 — 国家状态</translation>
    </message>
    <message>
        <source>a nation&apos;s own states come before its units&apos; (001:4.2.2)</source>
        <translation type="vanished">国家自身的状态先于其单位的状态（001:4.2.2）</translation>
    </message>
    <message>
        <source>unit %1 of the unit array (001:4.2.2)</source>
        <translation type="vanished">单位数组中的单位 %1（001:4.2.2）</translation>
    </message>
    <message>
        <source>Granted during this processing</source>
        <translation type="vanished">本次处理期间赋予</translation>
    </message>
    <message>
        <source>the queue is fixed when built: new grants wait for the next processing (001:4.2/fixed)</source>
        <translation type="vanished">队列在建立时即固定：新赋予的状态等待下一次处理（001:4.2/fixed）</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation type="vanished">%2 上的 %1</translation>
    </message>
    <message>
        <source>granted by the effects of #%1 %2</source>
        <translation type="vanished">由 #%1 %2 的效果赋予</translation>
    </message>
    <message>
        <source>granted before the first pop</source>
        <translation type="vanished">在首次弹出之前赋予</translation>
    </message>
    <message>
        <source>holds no state: nothing queued</source>
        <translation type="vanished">未持有状态：无入队项</translation>
    </message>
    <message>
        <source>No state processing yet</source>
        <translation type="vanished">尚无状态处理</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation type="vanished">第 %1 轮</translation>
    </message>
    <message>
        <source>round %1, %2&apos;s turn</source>
        <translation type="vanished">第 %1 轮，%2 的回合</translation>
    </message>
    <message>
        <source>nothing queued: no nation or unit holds a state</source>
        <translation type="vanished">队列为空：没有国家或单位持有状态</translation>
    </message>
    <message>
        <source>%1 queued, none popped yet</source>
        <translation type="vanished">%1 项入队，尚未弹出</translation>
    </message>
    <message>
        <source>%1 queued, #%2 popped</source>
        <translation type="vanished">%1 项入队，已弹出 #%2</translation>
    </message>
    <message>
        <source>%1 queued, done: %2 fired</source>
        <translation type="vanished">%1 项入队，已完成：%2 项触发</translation>
    </message>
    <message>
        <source>, %1 granted meanwhile (not queued)</source>
        <translation type="vanished">，期间赋予 %1 项（未入队）</translation>
    </message>
    <message>
        <source>%1 processing — %2: %3</source>
        <translation type="vanished">%1 状态处理 — %2：%3</translation>
    </message>
    <message>
        <source>state queue</source>
        <translation type="vanished">状态处理队列</translation>
    </message>
    <message>
        <source> — the cursor is inside an NPC preview, which processes a copy of the game; this is the real game&apos;s queue</source>
        <translation type="vanished"> — 光标位于 NPC 预览中，该预览处理的是游戏副本；此处显示的是实际游戏的队列</translation>
    </message>
    <message>
        <source>Queue (priority order)</source>
        <translation type="vanished">队列（按优先级）</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="vanished">结果</translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="vanished">原因</translation>
    </message>
    <message>
        <source>Nations from the turn player on, each nation&apos;s own states before its units&apos;, each holder&apos;s states in array order (001:4.2/fixed)</source>
        <translation type="vanished">从当前回合玩家开始依次排列国家，每个国家自身的状态先于其单位的状态，每个持有者的状态按数组顺序（001:4.2/fixed）</translation>
    </message>
    <message>
        <source>Fired, skipped (removed, passive, wrong timing, no triggers left) or still pending (001:4.4)</source>
        <translation type="vanished">已触发、跳过（已移除、被动、时机不符、无剩余触发次数）或仍待处理（001:4.4）</translation>
    </message>
    <message>
        <source>Why the entry fired or was skipped</source>
        <translation type="vanished">该项触发或被跳过的原因</translation>
    </message>
</context>
<context>
    <name>ts::gui::StatesDock</name>
    <message>
        <source>States</source>
        <translation type="vanished">状态</translation>
    </message>
</context>
<context>
    <name>ts::gui::TimelineDock</name>
    <message>
        <source>Timeline</source>
        <translation type="vanished">时间线</translation>
    </message>
    <message>
        <source>Zoom in (Ctrl+wheel)</source>
        <translation type="vanished">放大（Ctrl+滚轮）</translation>
    </message>
    <message>
        <source>Zoom out (Ctrl+wheel)</source>
        <translation type="vanished">缩小（Ctrl+滚轮）</translation>
    </message>
    <message>
        <source>All</source>
        <translation type="vanished">全部</translation>
    </message>
    <message>
        <source>Show the whole trace (double-click on empty space)</source>
        <translation type="vanished">显示整个跟踪（双击空白处）</translation>
    </message>
</context>
<context>
    <name>ts::gui::TimelineWidget</name>
    <message>
        <source>Turns</source>
        <translation type="vanished">回合</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation type="vanished">命中次数</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation type="vanished">决策</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation type="vanished">轮次</translation>
    </message>
    <message>
        <source>No events yet</source>
        <translation type="vanished">还没有事件</translation>
    </message>
    <message>
        <source>No trace open</source>
        <translation type="vanished">没有打开的跟踪</translation>
    </message>
    <message>
        <source>indexing…</source>
        <translation type="vanished">正在建立索引…</translation>
    </message>
    <message>
        <source>Breakpoint hit</source>
        <translation type="vanished">命中断点</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation type="vanished">决策</translation>
    </message>
</context>
</TS>
