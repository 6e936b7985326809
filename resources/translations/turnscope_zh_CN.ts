<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>BattleSnapshot</name>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="65"/>
        <source>battle view</source>
        <translation>战斗视图</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="172"/>
        <source>outside Front..Back</source>
        <translation>前排至后排之外</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="178"/>
        <source>not decided yet</source>
        <translation>尚未决定</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="179"/>
        <source>normal range</source>
        <translation>正常范围</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="180"/>
        <source>one row behind</source>
        <translation>向后一排</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="181"/>
        <source>two rows behind</source>
        <translation>向后两排</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="182"/>
        <source>one row in front</source>
        <translation>向前一排</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="183"/>
        <source>two rows in front</source>
        <translation>向前两排</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="184"/>
        <source>empty Front row: all null</source>
        <translation>前排为空：全部为 null</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="185"/>
        <source>no living unit in any range: all null</source>
        <translation>所有范围均无存活单位：全部为 null</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="193"/>
        <source>The target array is decided next (001:3.3.5.3.2).</source>
        <translation>接下来决定目标数组（001:3.3.5.3.2）。</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="196"/>
        <source>%1 has no living unit in its Front row: the target array stays all null (001:3.3.5.3.2/2).</source>
        <translation>%1 的前排没有存活单位：目标数组保持全部为 null（001:3.3.5.3.2/2）。</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="201"/>
        <source>%1 is outside Front..Back</source>
        <translation>%1 超出前排至后排</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="202"/>
        <source>%1 (%2) is empty</source>
        <translation>%1（%2）为空</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="205"/>
        <source>Every candidate range of %1 is empty: the target array is all null.</source>
        <translation>%1 的所有候选范围均为空：目标数组全部为 null。</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="207"/>
        <source>%1 (%2) has 1 living unit</source>
        <translation>%1（%2）有 1 个存活单位</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="208"/>
        <source>%1 (%2) has %3 living units</source>
        <translation>%1（%2）有 %3 个存活单位</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="209"/>
        <source>Chosen: %1.</source>
        <translation>选定：%1。</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="209"/>
        <source>Chosen: %1, %2.</source>
        <translation>选定：%1，%2。</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="216"/>
        <source>No battle yet: the view fills when a nation goes to battle (001:3.3.5)</source>
        <translation>尚无战斗：国家进入战斗后将在此显示（001:3.3.5）</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="220"/>
        <source>%1 attacks %2</source>
        <translation>%1 攻击 %2</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="221"/>
        <source>Last battle: %1 against %2, ended</source>
        <translation>上一场战斗：%1 对 %2，已结束</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="225"/>
        <source>%1 — battle start</source>
        <translation>%1 — 战斗开始</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="227"/>
        <source>%1 — attack %2 of %3: %4 uses %5</source>
        <translation>%1 — 第 %2/%3 次攻击：%4 使用 %5</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="233"/>
        <source>%1 — every attack done, battle end</source>
        <translation>%1 — 所有攻击已完成，战斗结束</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="234"/>
        <source>%1 — attack %2 of %3 next</source>
        <translation>%1 — 下一次为第 %2/%3 次攻击</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="251"/>
        <source>&lt;b&gt;%1&lt;/b&gt; of %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（%2）</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="252"/>
        <source>on the Bench</source>
        <translation>在替补席</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="252"/>
        <source>%1 row, slot %2</source>
        <translation>%1，槽位 %2</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="253"/>
        <source>HP %1 of %2, attack %3</source>
        <translation>HP %1/%2，攻击力 %3</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="255"/>
        <source>dead: the position counts as empty (001:3.3.5.3.2)</source>
        <translation>死亡：该位置视为空（001:3.3.5.3.2）</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="257"/>
        <source>the current attacker, with %1</source>
        <translation>当前攻击者，使用 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="259"/>
        <source>slot [%1] of the target array</source>
        <translation>目标数组的槽位 [%1]</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="267"/>
        <source>&lt;b&gt;[%1] null&lt;/b&gt;: an empty position of the range; its power damage counts an HP-loss rate of 1</source>
        <translation>&lt;b&gt;[%1] null&lt;/b&gt;：范围内的空位；其国力伤害按 HP 损失率 1 计算</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="268"/>
        <source>&lt;b&gt;[%1] %2&lt;/b&gt;, HP %3 of %4</source>
        <translation>&lt;b&gt;[%1] %2&lt;/b&gt;，HP %3/%4</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="270"/>
        <source>unit damage %1 (001:3.3.5.3.4/3)</source>
        <translation>单位伤害 %1（001:3.3.5.3.4/3）</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="272"/>
        <source>power damage %1 (001:3.3.5.3.5/2)</source>
        <translation>国力伤害 %1（001:3.3.5.3.5/2）</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="274"/>
        <source>the target index: the unit damage step takes this slot next</source>
        <translation>目标索引：单位伤害步骤接下来处理此槽位</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="281"/>
        <source>attacking now</source>
        <translation>正在攻击</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="282"/>
        <source>done</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="283"/>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="284"/>
        <source>Attack %1: %2 of %3 uses %4 (priority %5, %6 row): %7</source>
        <translation>攻击 %1：%3 的 %2 使用 %4（优先级 %5，%6）：%7</translation>
    </message>
</context>
<context>
    <name>BattlefieldLayout</name>
    <message>
        <location filename="../../widgets/battlefieldlayout.h" line="50"/>
        <source>Attack order</source>
        <translation>攻击顺序</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldlayout.h" line="51"/>
        <source>Bench</source>
        <translation>替补</translation>
    </message>
</context>
<context>
    <name>NationNames</name>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="57"/>
        <source>No session</source>
        <translation>无会话</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="58"/>
        <source>The %1 belongs to the nation ruleset</source>
        <translation>%1 仅适用于 nation 规则集</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="64"/>
        <source>nation %1</source>
        <translation>国家 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="72"/>
        <source>unit %1</source>
        <translation>单位 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="83"/>
        <source>state %1</source>
        <translation>状态 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="95"/>
        <source>skill %1</source>
        <translation>技能 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="101"/>
        <source>command %1</source>
        <translation>指令 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="107"/>
        <source>Front</source>
        <translation>前排</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="108"/>
        <source>Middle</source>
        <translation>中排</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="109"/>
        <source>Back</source>
        <translation>后排</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="110"/>
        <source>Bench</source>
        <translation>替补</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="112"/>
        <source>row %1</source>
        <translation>第 %1 排</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="133"/>
        <source>not stackable (stacks: null)</source>
        <translation>不可叠加（stacks: null）</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="134"/>
        <source>1 stack</source>
        <translation>1 层</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="134"/>
        <source>%1 stacks</source>
        <translation>%1 层</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="134"/>
        <source>; a new grant adds one (001:4.3/3.1)</source>
        <translation>；每次再赋予加 1 层（001:4.3/3.1）</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="140"/>
        <source>permanent (duration: null)</source>
        <translation>永久（duration: null）</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="141"/>
        <source>1 turn left</source>
        <translation>剩余 1 回合</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="141"/>
        <source>%1 turns left</source>
        <translation>剩余 %1 回合</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="142"/>
        <source>; counts down after its nation&apos;s turn end, removed at 0 (001:4.4/duration)</source>
        <translation>；在所属国家的回合结束后递减，为 0 时移除（001:4.4/duration）</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="148"/>
        <source>fires without limit (remaining triggers: null)</source>
        <translation>无限次触发（剩余触发次数：null）</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="149"/>
        <source>1 trigger left</source>
        <translation>剩余 1 次触发</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="149"/>
        <source>%1 triggers left</source>
        <translation>剩余 %1 次触发</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="149"/>
        <source>; removed when it reaches 0 (001:4.4/2)</source>
        <translation>；为 0 时移除（001:4.4/2）</translation>
    </message>
</context>
<context>
    <name>Periods</name>
    <message>
        <location filename="../../widgets/periods.cpp" line="10"/>
        <source>Rounds</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location filename="../../widgets/periods.cpp" line="11"/>
        <source>R</source>
        <comment>a round&apos;s label on the timeline: R12</comment>
        <translation>R</translation>
    </message>
    <message>
        <location filename="../../widgets/periods.cpp" line="13"/>
        <location filename="../../widgets/periods.cpp" line="15"/>
        <source>Turns</source>
        <translation>回合</translation>
    </message>
    <message>
        <location filename="../../widgets/periods.cpp" line="14"/>
        <source>T</source>
        <comment>a turn&apos;s label on the timeline: T12</comment>
        <translation>T</translation>
    </message>
    <message>
        <location filename="../../widgets/periods.cpp" line="15"/>
        <source>T</source>
        <translation>T</translation>
    </message>
</context>
<context>
    <name>ts::gui::BattleDock</name>
    <message>
        <location filename="../../widgets/battledock.cpp" line="21"/>
        <source>Battle</source>
        <translation>战斗</translation>
    </message>
    <message>
        <location filename="../../widgets/battledock.cpp" line="43"/>
        <source>Battlefield</source>
        <translation>战场</translation>
    </message>
    <message>
        <location filename="../../widgets/battledock.cpp" line="54"/>
        <source>Attack order</source>
        <translation>攻击顺序</translation>
    </message>
    <message>
        <location filename="../../widgets/battledock.cpp" line="55"/>
        <source>Target array</source>
        <translation>目标数组</translation>
    </message>
    <message>
        <location filename="../../widgets/battledock.cpp" line="56"/>
        <source>Why this range</source>
        <translation>范围选择依据</translation>
    </message>
    <message>
        <location filename="../../widgets/battledock.cpp" line="60"/>
        <source>Tables</source>
        <translation>表格</translation>
    </message>
    <message>
        <location filename="../../widgets/battledock.cpp" line="61"/>
        <source>Both formations, the attack order, the target array and why its range was chosen</source>
        <translation>双方阵形、攻击顺序、目标数组以及选择该范围的原因</translation>
    </message>
    <message>
        <location filename="../../widgets/battledock.cpp" line="62"/>
        <source>The attack order, the target array slot by slot and the candidate ranges, as tables</source>
        <translation>以表格显示攻击顺序、逐槽位的目标数组和候选范围</translation>
    </message>
</context>
<context>
    <name>ts::gui::BattleOrderModel</name>
    <message>
        <location filename="../../widgets/battleordermodel.cpp" line="31"/>
        <source>%1 (%2) uses %3: priority %4, %5 row; %6</source>
        <translation>%1（%2）使用 %3：优先级 %4，%5；%6</translation>
    </message>
    <message>
        <location filename="../../widgets/battleordermodel.cpp" line="34"/>
        <source>attacking now</source>
        <translation>正在攻击</translation>
    </message>
    <message>
        <location filename="../../widgets/battleordermodel.cpp" line="34"/>
        <source>done</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location filename="../../widgets/battleordermodel.cpp" line="34"/>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <location filename="../../widgets/battleordermodel.cpp" line="58"/>
        <source>Skill priority (high first), then row (Back, Middle, Front), then the attacking nation first (001:3.3.5.2/order)</source>
        <translation>先按技能优先级（高者优先），再按排（后排、中排、前排），再以进攻方国家优先（001:3.3.5.2/order）</translation>
    </message>
    <message>
        <location filename="../../widgets/battleordermodel.cpp" line="62"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../../widgets/battleordermodel.cpp" line="63"/>
        <source>Attacker</source>
        <translation>攻击者</translation>
    </message>
    <message>
        <location filename="../../widgets/battleordermodel.cpp" line="64"/>
        <source>Nation</source>
        <translation>国家</translation>
    </message>
    <message>
        <location filename="../../widgets/battleordermodel.cpp" line="65"/>
        <source>Skill</source>
        <translation>技能</translation>
    </message>
    <message>
        <location filename="../../widgets/battleordermodel.cpp" line="66"/>
        <source>Prio.</source>
        <translation>优先级</translation>
    </message>
    <message>
        <location filename="../../widgets/battleordermodel.cpp" line="67"/>
        <source>Row</source>
        <translation>排</translation>
    </message>
</context>
<context>
    <name>ts::gui::BattleRangeModel</name>
    <message>
        <location filename="../../widgets/battlerangemodel.cpp" line="24"/>
        <source>outside</source>
        <translation>范围外</translation>
    </message>
    <message>
        <location filename="../../widgets/battlerangemodel.cpp" line="26"/>
        <source>chosen</source>
        <translation>选定</translation>
    </message>
    <message>
        <location filename="../../widgets/battlerangemodel.cpp" line="26"/>
        <source>skipped</source>
        <translation>已跳过</translation>
    </message>
    <message>
        <location filename="../../widgets/battlerangemodel.cpp" line="26"/>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <location filename="../../widgets/battlerangemodel.cpp" line="31"/>
        <source>%1 would be a row outside Front..Back: skipped (%2)</source>
        <translation>%1 将超出前排至后排：跳过（%2）</translation>
    </message>
    <message>
        <location filename="../../widgets/battlerangemodel.cpp" line="33"/>
        <source>%1: the skill&apos;s slots of the %2 row hold living units (%3): this range is the target (%4)</source>
        <translation>%1：%2 中技能所指槽位有存活单位（%3）：此范围即为攻击目标（%4）</translation>
    </message>
    <message>
        <location filename="../../widgets/battlerangemodel.cpp" line="37"/>
        <source>%1: no living unit in the skill&apos;s slots of the %2 row: the next candidate is checked (%3)</source>
        <translation>%1：%2 中技能所指槽位无存活单位：检查下一个候选（%3）</translation>
    </message>
    <message>
        <location filename="../../widgets/battlerangemodel.cpp" line="63"/>
        <source>Candidate range</source>
        <translation>候选范围</translation>
    </message>
    <message>
        <location filename="../../widgets/battlerangemodel.cpp" line="64"/>
        <source>Row</source>
        <translation>排</translation>
    </message>
    <message>
        <location filename="../../widgets/battlerangemodel.cpp" line="65"/>
        <source>Living</source>
        <translation>存活</translation>
    </message>
    <message>
        <location filename="../../widgets/battlerangemodel.cpp" line="66"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
</context>
<context>
    <name>ts::gui::BattleTargetsModel</name>
    <message>
        <location filename="../../widgets/battletargetsmodel.cpp" line="17"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location filename="../../widgets/battletargetsmodel.cpp" line="21"/>
        <source>%1/%2 dead</source>
        <translation>%1/%2 死亡</translation>
    </message>
    <message>
        <location filename="../../widgets/battletargetsmodel.cpp" line="39"/>
        <source>Slot [%1] is null: an empty position of the chosen range. The unit damage step stops here; the power damage counts it with an HP-loss rate of 1 (001:3.3.5.3.4/2, 001:3.3.5.3.5/2)</source>
        <translation>槽位 [%1] 为 null：所选范围中的空位。单位伤害步骤到此为止；国力伤害按 HP 损失率 1 计算（001:3.3.5.3.4/2, 001:3.3.5.3.5/2）</translation>
    </message>
    <message>
        <location filename="../../widgets/battletargetsmodel.cpp" line="41"/>
        <source>Slot [%1]: %2, HP %3 of %4</source>
        <translation>槽位 [%1]：%2，HP %3/%4</translation>
    </message>
    <message>
        <location filename="../../widgets/battletargetsmodel.cpp" line="43"/>
        <source>The target index points here: the unit damage step takes this slot next (001:3.3.5.3.4/1)</source>
        <translation>目标索引指向此处：单位伤害步骤接下来处理此槽位（001:3.3.5.3.4/1）</translation>
    </message>
    <message>
        <location filename="../../widgets/battletargetsmodel.cpp" line="45"/>
        <source>Unit damage: %1 = attack × damage rate, rounded up (001:3.3.5.3.4/3)</source>
        <translation>单位伤害：%1 = 攻击力 × 伤害倍率，向上取整（001:3.3.5.3.4/3）</translation>
    </message>
    <message>
        <location filename="../../widgets/battletargetsmodel.cpp" line="47"/>
        <source>No power damage: the attacker belongs to the defending nation (001:3.3.5.3.5/1)</source>
        <translation>无国力伤害：攻击者属于防守方国家（001:3.3.5.3.5/1）</translation>
    </message>
    <message>
        <location filename="../../widgets/battletargetsmodel.cpp" line="49"/>
        <source>Power damage: %1 = attack × power steal rate × HP-loss rate, rounded up (001:3.3.5.3.5/2)</source>
        <translation>国力伤害：%1 = 攻击力 × 国力夺取倍率 × HP 损失率，向上取整（001:3.3.5.3.5/2）</translation>
    </message>
    <message>
        <location filename="../../widgets/battletargetsmodel.cpp" line="93"/>
        <source>Slot</source>
        <translation>槽位</translation>
    </message>
    <message>
        <location filename="../../widgets/battletargetsmodel.cpp" line="94"/>
        <source>Target</source>
        <translation>目标</translation>
    </message>
    <message>
        <location filename="../../widgets/battletargetsmodel.cpp" line="95"/>
        <source>HP</source>
        <translation>HP</translation>
    </message>
    <message>
        <location filename="../../widgets/battletargetsmodel.cpp" line="96"/>
        <source>Damage</source>
        <translation>伤害</translation>
    </message>
    <message>
        <location filename="../../widgets/battletargetsmodel.cpp" line="97"/>
        <source>Power dmg</source>
        <translation>国力伤害</translation>
    </message>
</context>
<context>
    <name>ts::gui::BattlefieldWidget</name>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="40"/>
        <source>normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="41"/>
        <source>1 behind</source>
        <translation>后 1 排</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="42"/>
        <source>2 behind</source>
        <translation>后 2 排</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="43"/>
        <source>1 in front</source>
        <translation>前 1 排</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="44"/>
        <source>2 in front</source>
        <translation>前 2 排</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="156"/>
        <source>%1 · attacking</source>
        <translation>%1 · 进攻方</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="156"/>
        <source>%1 · defending</source>
        <translation>%1 · 防守方</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="158"/>
        <source> · fallen</source>
        <translation> · 已灭亡</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="159"/>
        <location filename="../../widgets/battlefieldwidget.cpp" line="535"/>
        <source>power %1</source>
        <translation>国力 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="182"/>
        <source>slot %1</source>
        <translation>槽位 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="218"/>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="220"/>
        <source>+%1 more</source>
        <translation>还有 %1 个</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="230"/>
        <source> ✗ no living unit</source>
        <translation> ✗ 无存活单位</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="343"/>
        <source>dead</source>
        <translation>死亡</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="343"/>
        <source>ATK %1</source>
        <translation>攻击 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="344"/>
        <source>HP %1/%2</source>
        <translation>HP %1/%2</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="379"/>
        <source>pending steal</source>
        <translation>暂定国力夺取量</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="396"/>
        <source>this attack %1</source>
        <translation>本次攻击 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="396"/>
        <source>this attack —</source>
        <translation>本次攻击 —</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="415"/>
        <source>built after the battle start processing (001:3.3.5.2/5)</source>
        <translation>在战斗开始的状态处理之后生成（001:3.3.5.2/5）</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="460"/>
        <source>Target array: decided next</source>
        <translation>目标数组：接下来决定</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="460"/>
        <source>Target array: none yet</source>
        <translation>目标数组：尚无</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="464"/>
        <source>Target array of %1: %2&apos;s %3 row, %4</source>
        <translation>%1 的目标数组：%2 的%3，%4</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="466"/>
        <source>Target array of %1 against %2: %3</source>
        <translation>%1 对 %2 的目标数组：%3</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="526"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="531"/>
        <source>damage %1</source>
        <translation>伤害 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="531"/>
        <source>not hit yet</source>
        <translation>尚未命中</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="555"/>
        <source>The battle&apos;s pending steal (暫定国力奪取量): the sum of every attack&apos;s power damage; at battle end the defender loses at most its power and the attacker gains the same (001:3.3.5.4/1)</source>
        <translation>战斗的暂定国力夺取量（暫定国力奪取量）：每次攻击的国力伤害之和；战斗结束时，防守方最多失去其全部国力，进攻方获得同等数额（001:3.3.5.4/1）</translation>
    </message>
</context>
<context>
    <name>ts::gui::BreakpointModel</name>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="104"/>
        <location filename="../../widgets/breakpointmodel.cpp" line="105"/>
        <location filename="../../widgets/breakpointmodel.cpp" line="106"/>
        <source>any</source>
        <translation>任意</translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/breakpointmodel.cpp" line="128"/>
        <source>Evaluated %n time(s) without error</source>
        <translation>
            <numerusform>已求值 %n 次，无错误</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="129"/>
        <source>%1
at event #%2 (%3 of %4 evaluations failed; a failed evaluation counts as false)</source>
        <translation>%1
位于事件 #%2（%4 次求值中有 %3 次失败；失败的求值视为 false）</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="136"/>
        <source>Breakpoint #%1 is enabled</source>
        <translation>断点 #%1 已启用</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="136"/>
        <source>Breakpoint #%1 is disabled</source>
        <translation>断点 #%1 已禁用</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="138"/>
        <source>Times the debugger stopped here</source>
        <translation>调试器在此停止的次数</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="174"/>
        <source>Enabled</source>
        <translation>启用</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="175"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="176"/>
        <source>Clause</source>
        <translation>条款</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="177"/>
        <source>Entity</source>
        <translation>实体</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="178"/>
        <source>Condition</source>
        <translation>条件</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="179"/>
        <source>Hits</source>
        <translation>命中次数</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="183"/>
        <source>A JavaScript expression over the state, e.g. unit(&quot;Player&quot;).hp &lt;= 10 &amp;&amp; turn() &gt;= 2</source>
        <translation>基于状态的 JavaScript 表达式，例如 unit(&quot;Player&quot;).hp &lt;= 10 &amp;&amp; turn() &gt;= 2</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="197"/>
        <location filename="../../widgets/breakpointmodel.cpp" line="238"/>
        <source>No game is open</source>
        <translation>没有打开的游戏</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="204"/>
        <source>Unknown event kind &quot;%1&quot;</source>
        <translation>未知的事件类型 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="211"/>
        <source>Unknown rule clause &quot;%1&quot;</source>
        <translation>未知的规则条款 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="217"/>
        <source>Unknown entity &quot;%1&quot;</source>
        <translation>未知的实体 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="234"/>
        <source>Give a kind, a clause, an entity or a condition</source>
        <translation>请指定类型、条款、实体或条件</translation>
    </message>
</context>
<context>
    <name>ts::gui::BreakpointsDock</name>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="33"/>
        <source>Breakpoints</source>
        <translation>断点</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="45"/>
        <source>Add…</source>
        <translation>添加…</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="47"/>
        <source>Add a breakpoint on a kind, a clause, an entity or a condition</source>
        <translation>按类型、条款、实体或条件添加断点</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="48"/>
        <location filename="../../widgets/breakpointsdock.cpp" line="132"/>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="49"/>
        <source>Remove the selected breakpoints (Del)</source>
        <translation>删除选中的断点（Del）</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="51"/>
        <source>Enable All</source>
        <translation>全部启用</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="52"/>
        <source>Disable All</source>
        <translation>全部禁用</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="69"/>
        <source>any clause, e.g. 000:merge</source>
        <translation>任意条款，例如 000:merge</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="77"/>
        <source>always, or e.g. unit(&quot;Player&quot;).hp &lt;= 10 &amp;&amp; turn() &gt;= 2</source>
        <translation>总是中断，或例如 unit(&quot;Player&quot;).hp &lt;= 10 &amp;&amp; turn() &gt;= 2</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="79"/>
        <source>A JavaScript expression over the state at the event: state, unit(name), turn(), run()</source>
        <translation>基于事件发生时状态的 JavaScript 表达式：state、unit(name)、turn()、run()</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="80"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="81"/>
        <source>Clause</source>
        <translation>条款</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="82"/>
        <source>Entity</source>
        <translation>实体</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="83"/>
        <source>Condition</source>
        <translation>条件</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="91"/>
        <source>Add Breakpoint</source>
        <translation>添加断点</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="121"/>
        <source>No breakpoints.
Press F9 on an event, click the log&apos;s gutter, or use Add…</source>
        <translation>没有断点。
在事件上按 F9、点击日志左侧的边栏，或使用“添加…”</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="182"/>
        <source>any kind</source>
        <translation>任意类型</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="183"/>
        <source>any entity</source>
        <translation>任意实体</translation>
    </message>
</context>
<context>
    <name>ts::gui::ConditionEngine</name>
    <message>
        <location filename="../../widgets/conditionengine.cpp" line="116"/>
        <source>Unbalanced &apos;%1&apos; at column %2</source>
        <translation>第 %2 列的 &apos;%1&apos; 不配对</translation>
    </message>
    <message>
        <location filename="../../widgets/conditionengine.cpp" line="125"/>
        <source>Missing &apos;%1&apos; at the end</source>
        <translation>末尾缺少 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../../widgets/conditionengine.cpp" line="215"/>
        <source>Uncaught exception: %1</source>
        <translation>未捕获的异常：%1</translation>
    </message>
    <message>
        <location filename="../../widgets/conditionengine.cpp" line="221"/>
        <source> (line %1)</source>
        <translation>（第 %1 行）</translation>
    </message>
    <message>
        <location filename="../../widgets/conditionengine.cpp" line="238"/>
        <source>The condition is empty</source>
        <translation>条件为空</translation>
    </message>
    <message>
        <location filename="../../widgets/conditionengine.cpp" line="247"/>
        <source>&apos;%1&apos; is not allowed: a condition is a single expression, without loops</source>
        <translation>不允许使用 &apos;%1&apos;：条件必须是单个表达式，不能包含循环</translation>
    </message>
    <message>
        <location filename="../../widgets/conditionengine.cpp" line="250"/>
        <source>&quot;use strict&quot; is not allowed in a condition</source>
        <translation>条件中不允许使用 &quot;use strict&quot;</translation>
    </message>
    <message>
        <location filename="../../widgets/conditionengine.cpp" line="269"/>
        <source>The condition did not compile to a function</source>
        <translation>条件未能编译为函数</translation>
    </message>
    <message>
        <location filename="../../widgets/conditionengine.cpp" line="291"/>
        <source>The condition is not compiled</source>
        <translation>条件尚未编译</translation>
    </message>
    <message>
        <location filename="../../widgets/conditionengine.cpp" line="313"/>
        <source>The condition ran longer than %1 ms and was stopped</source>
        <translation>条件运行超过 %1 毫秒，已被停止</translation>
    </message>
</context>
<context>
    <name>ts::gui::DebugActions</name>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="34"/>
        <source>Open &amp;Scenario…</source>
        <translation>打开场景(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="34"/>
        <source>Open a scenario file and run it</source>
        <translation>打开场景文件并运行</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="36"/>
        <source>Open &amp;Trace…</source>
        <translation>打开跟踪(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="37"/>
        <source>Open a saved trace file</source>
        <translation>打开已保存的跟踪文件</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="38"/>
        <source>&amp;Save Trace</source>
        <translation>保存跟踪(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="38"/>
        <source>Save the trace</source>
        <translation>保存跟踪</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="39"/>
        <source>Save Trace &amp;As…</source>
        <translation>跟踪另存为(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="39"/>
        <source>Save the trace to a new file</source>
        <translation>将跟踪保存到新文件</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="40"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="40"/>
        <source>Quit Turnscope</source>
        <translation>退出 Turnscope</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="42"/>
        <source>&amp;Continue</source>
        <translation>继续(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="42"/>
        <source>Run to the next breakpoint hit</source>
        <translation>运行到下一个断点</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="44"/>
        <source>&amp;Reverse Continue</source>
        <translation>反向继续(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="45"/>
        <source>Run back to the previous breakpoint hit</source>
        <translation>返回到上一个断点</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="46"/>
        <source>Step &amp;Over</source>
        <translation>单步跳过(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="47"/>
        <source>Next event at the same or a shallower depth</source>
        <translation>同一或更浅深度的下一个事件</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="48"/>
        <source>Step &amp;Into</source>
        <translation>单步进入(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="48"/>
        <source>Next event</source>
        <translation>下一个事件</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="49"/>
        <source>Step O&amp;ut</source>
        <translation>单步跳出(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="50"/>
        <source>Next event at a shallower depth</source>
        <translation>更浅深度的下一个事件</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="51"/>
        <source>Step &amp;Back</source>
        <translation>后退一步(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="52"/>
        <source>Previous event</source>
        <translation>上一个事件</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="53"/>
        <source>Step Back O&amp;ver</source>
        <translation>反向单步跳过(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="54"/>
        <source>Previous event at the same or a shallower depth</source>
        <translation>同一或更浅深度的上一个事件</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="55"/>
        <source>Step Back Ou&amp;t</source>
        <translation>反向单步跳出(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="56"/>
        <source>Previous event at a shallower depth</source>
        <translation>更浅深度的上一个事件</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="57"/>
        <source>Run to &amp;Cursor</source>
        <translation>运行到光标处(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="58"/>
        <source>Run to the event selected in the event log</source>
        <translation>运行到事件日志中选中的事件</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="59"/>
        <source>Toggle &amp;Breakpoint</source>
        <translation>切换断点(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="60"/>
        <source>Break on events of the current event&apos;s kind</source>
        <translation>在与当前事件同类的事件处中断</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="61"/>
        <source>&amp;Go to Event…</source>
        <translation>转到事件(&amp;G)…</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="61"/>
        <source>Jump to an event number</source>
        <translation>跳转到事件编号</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="62"/>
        <source>Go to &amp;Turn…</source>
        <translation>转到回合(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="62"/>
        <source>Jump to a turn and Run</source>
        <translation>跳转到回合和 Run</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="63"/>
        <source>&amp;Play</source>
        <translation>播放(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="64"/>
        <source>Step forward at the chosen number of events per second</source>
        <translation>按每秒选定的事件数前进</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="66"/>
        <source>Sto&amp;p</source>
        <translation>停止(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="66"/>
        <source>Stop the running work</source>
        <translation>停止正在运行的任务</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="69"/>
        <source>&amp;Restore Default Layout</source>
        <translation>恢复默认布局(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="69"/>
        <source>Put every panel back where it started</source>
        <translation>将所有面板放回原位</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="70"/>
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="70"/>
        <source>Language and other settings</source>
        <translation>语言和其他设置</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="71"/>
        <source>&amp;About Turnscope</source>
        <translation>关于 Turnscope(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="71"/>
        <source>About Turnscope</source>
        <translation>关于 Turnscope</translation>
    </message>
</context>
<context>
    <name>ts::gui::DecisionDock</name>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="54"/>
        <location filename="../../widgets/decisiondock.cpp" line="181"/>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="54"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="68"/>
        <source>from the scenario&apos;s script</source>
        <translation>来自场景脚本</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="69"/>
        <source>from the built-in AI policy</source>
        <translation>来自内置 AI 策略</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="70"/>
        <source>given by hand (or by a fork)</source>
        <translation>手动给出（或通过分叉）</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="120"/>
        <source>re-executing the game did not reach this decision</source>
        <translation>重新执行游戏未能到达此决策</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="129"/>
        <source>Decision</source>
        <translation>决策</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="133"/>
        <source>Fork here</source>
        <translation>在此分叉</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="134"/>
        <source>Fork</source>
        <translation>分叉</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="183"/>
        <source>Answer the decision with the selected choice and run on (or double-click a choice)</source>
        <translation>用选中的选项回答此决策并继续运行（也可双击选项）</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="206"/>
        <location filename="../../widgets/decisiondock.cpp" line="210"/>
        <source>Fork here…</source>
        <translation>在此分叉…</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="211"/>
        <source>Answer this decision with the selected choice instead; the events after it are replaced</source>
        <translation>改用选中的选项回答此决策；其后的事件将被替换</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="244"/>
        <source>No game is open.</source>
        <translation>没有打开的游戏。</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="256"/>
        <source>No decision here.

Step to a decision event (◆ on the timeline) to fork, or run until the game asks.</source>
        <translation>此处没有决策。

要分叉，请单步到决策事件（时间线上的 ◆），或运行到游戏提出询问为止。</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="280"/>
        <location filename="../../widgets/decisiondock.cpp" line="332"/>
        <location filename="../../widgets/decisiondock.cpp" line="390"/>
        <source>script</source>
        <translation>脚本</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="282"/>
        <location filename="../../widgets/decisiondock.cpp" line="334"/>
        <source>AI&apos;s choice</source>
        <translation>AI 的选择</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="286"/>
        <source>script, not legal now</source>
        <translation>脚本，当前不合法</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="288"/>
        <source>%1 must decide</source>
        <translation>%1 需要做出决定</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="289"/>
        <source>Decision #%1, asked after event #%2.</source>
        <translation>决策 #%1，在事件 #%2 之后提出。</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="293"/>
        <source>The script says: &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>脚本指定：&lt;b&gt;%1&lt;/b&gt;。</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="294"/>
        <source>No script line: the game waits for your answer.</source>
        <translation>没有脚本行：游戏正在等待你的回答。</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="330"/>
        <location filename="../../widgets/decisiondock.cpp" line="339"/>
        <source>recorded</source>
        <translation>已记录</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="341"/>
        <source>Decision #%1 · %2</source>
        <translation>决策 #%1 · %2</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="342"/>
        <source>%1 chose &lt;b&gt;%2&lt;/b&gt;, %3.&lt;br&gt;Recorded as event #%4.</source>
        <translation>%1 选择了 &lt;b&gt;%2&lt;/b&gt;（%3）。&lt;br&gt;已记录为事件 #%4。</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="347"/>
        <source>Answer this decision differently: the game is played on from here with your answer, and the events after it are replaced.</source>
        <translation>以不同的方式回答此决策：游戏将从此处按你的回答继续进行，其后的事件将被替换。</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="349"/>
        <source>The legal answers at this decision could not be worked out (%1).</source>
        <translation>无法算出此决策的合法回答（%1）。</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="351"/>
        <source>The game is also waiting for decision #%1 at its end.</source>
        <translation>游戏在末尾还在等待决策 #%1。</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="378"/>
        <source>This is the recorded answer</source>
        <translation>这是已记录的回答</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="469"/>
        <source>Fork at decision #%1?

%2 will %3 instead of %4. The events from #%5 on are replaced by the new future.</source>
        <translation>在决策 #%1 处分叉？

%2 将选择 %3 而不是 %4。从 #%5 起的事件将被新的未来替换。</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="477"/>
        <source>This trace has not been saved: save it first if you want to keep the old future.</source>
        <translation>此跟踪尚未保存：如需保留旧的未来，请先保存。</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="478"/>
        <source>The old future stays in the saved trace file, %1.</source>
        <translation>旧的未来保留在已保存的跟踪文件 %1 中。</translation>
    </message>
</context>
<context>
    <name>ts::gui::EventLogDock</name>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="41"/>
        <source>Event Log</source>
        <translation>事件日志</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="51"/>
        <source>Search the summaries</source>
        <translation>搜索摘要</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="52"/>
        <source>Shows the events whose line contains this text (any case)</source>
        <translation>显示其行中包含此文本的事件（不区分大小写）</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="54"/>
        <source>Show one kind of event</source>
        <translation>只显示一种类型的事件</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="57"/>
        <source>Clause, e.g. 000:speed</source>
        <translation>条款，例如 000:speed</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="58"/>
        <source>Shows the events of the rule clauses that start with this id</source>
        <translation>显示以此 ID 开头的规则条款的事件</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="64"/>
        <source>Show the events that concern one entity</source>
        <translation>显示与某个实体相关的事件</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="67"/>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="68"/>
        <source>Show every event</source>
        <translation>显示所有事件</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="82"/>
        <source>Matching the filter</source>
        <translation>正在匹配筛选条件</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="145"/>
        <source>All kinds</source>
        <translation>所有类型</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="146"/>
        <source>All entities</source>
        <translation>所有实体</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="206"/>
        <source>%1 events</source>
        <translation>%1 个事件</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="209"/>
        <source>%1 of %2 events</source>
        <translation>%2 个事件中的 %1 个</translation>
    </message>
</context>
<context>
    <name>ts::gui::EventLogModel</name>
    <message>
        <location filename="../../widgets/eventlogmodel.cpp" line="196"/>
        <source>A breakpoint matches this event</source>
        <translation>有断点匹配此事件</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogmodel.cpp" line="196"/>
        <source>Click to break on every “%1” event</source>
        <translation>点击以在每个“%1”事件处中断</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogmodel.cpp" line="243"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogmodel.cpp" line="244"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogmodel.cpp" line="245"/>
        <source>Clause</source>
        <translation>条款</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogmodel.cpp" line="246"/>
        <source>Entities</source>
        <translation>实体</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogmodel.cpp" line="247"/>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogmodel.cpp" line="255"/>
        <source>Breakpoints: click a row&apos;s cell to break on its kind</source>
        <translation>断点：点击某行的单元格以在其类型处中断</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogmodel.cpp" line="256"/>
        <source>Event number</source>
        <translation>事件编号</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogmodel.cpp" line="257"/>
        <source>The rule clause that produced the event</source>
        <translation>产生该事件的规则条款</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogmodel.cpp" line="258"/>
        <source>The entities the event concerns</source>
        <translation>该事件涉及的实体</translation>
    </message>
</context>
<context>
    <name>ts::gui::EventLogView</name>
    <message>
        <location filename="../../widgets/eventlogview.cpp" line="378"/>
        <source>Go to event %1</source>
        <translation>转到事件 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogview.cpp" line="383"/>
        <source>Break on kind %1</source>
        <translation>在类型 %1 处中断</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogview.cpp" line="396"/>
        <source>Break on clause %1</source>
        <translation>在条款 %1 处中断</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogview.cpp" line="406"/>
        <source>Break on entity %1</source>
        <translation>在实体 %1 处中断</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogview.cpp" line="414"/>
        <source>Run to here</source>
        <translation>运行到此处</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogview.cpp" line="417"/>
        <source>Copy line</source>
        <translation>复制行</translation>
    </message>
</context>
<context>
    <name>ts::gui::HeldStatesModel</name>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="22"/>
        <source>no states</source>
        <translation>无状态</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="23"/>
        <source>1 state</source>
        <translation>1 个状态</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="23"/>
        <source>%1 states</source>
        <translation>%1 个状态</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="77"/>
        <source>passive</source>
        <translation>被动</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="79"/>
        <source>grant #%1</source>
        <translation>赋予 #%1</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="80"/>
        <source>%1 · grant #%2</source>
        <translation>%1 · 赋予 #%2</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="82"/>
        <source>&lt;b&gt;%1&lt;/b&gt; held by %2, position %3 of its state array</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;，由 %2 持有，位于其状态数组的位置 %3</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="87"/>
        <source>stacks: %1</source>
        <translation>层数：%1</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="88"/>
        <source>duration: %1</source>
        <translation>剩余回合数：%1</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="89"/>
        <source>remaining triggers: %1</source>
        <translation>剩余触发次数：%1</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="90"/>
        <source>passive: never triggers; supplies modifiers and replacements</source>
        <translation>被动：从不触发；提供修正值和效果替换</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="91"/>
        <source>fires at: %1</source>
        <translation>触发时机：%1</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="94"/>
        <source>&lt;i&gt;granted or changed by the current event&lt;/i&gt;</source>
        <translation>&lt;i&gt;由当前事件赋予或更改&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="115"/>
        <source>power %1 · fallen</source>
        <translation>国力 %1 · 已灭亡</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="115"/>
        <source>power %1</source>
        <translation>国力 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="128"/>
        <source>Nation states</source>
        <translation>国家状态</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="132"/>
        <source>before its units in priority (001:4.2.2)</source>
        <translation>优先于其单位（001:4.2.2）</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="151"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="152"/>
        <source>%1 · HP %2/%3</source>
        <translation>%1 · HP %2/%3</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="154"/>
        <source> · dead</source>
        <translation> · 死亡</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="165"/>
        <source>Game start</source>
        <translation>游戏开始</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="167"/>
        <source>Round %1, %2&apos;s turn</source>
        <translation>第 %1 轮，%2 的回合</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="171"/>
        <source>Round %1</source>
        <translation>第 %1 轮</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="172"/>
        <source>%1: %2 held</source>
        <translation>%1 — 持有：%2</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="174"/>
        <source>, %1 granted or changed by this event</source>
        <translation>，其中 %1 个由此事件赋予或更改</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="196"/>
        <source>states panel</source>
        <translation>状态面板</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="213"/>
        <source> — the cursor is inside an NPC preview, which changes a copy of the game; these are the real game&apos;s states</source>
        <translation> — 光标位于 NPC 预览中，该预览修改的是游戏副本；此处显示的是实际游戏的状态</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="315"/>
        <source>Holder / state</source>
        <translation>持有者 / 状态</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="316"/>
        <source>Stacks</source>
        <translation>层数</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="317"/>
        <source>Duration</source>
        <translation>剩余回合</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="318"/>
        <source>Triggers left</source>
        <translation>剩余触发</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="319"/>
        <source>Fires at</source>
        <translation>触发时机</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="320"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="325"/>
        <source>Each nation, its own states, then each unit of its unit array; states in array order (001:4.2.2, 001:4.2.3)</source>
        <translation>每个国家先列自身状态，再列其单位数组中的各单位；状态按数组顺序排列（001:4.2.2, 001:4.2.3）</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="326"/>
        <source>Stack count; — = not stackable (null)</source>
        <translation>叠加层数；— = 不可叠加（null）</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="327"/>
        <source>Turns left; ∞ = permanent (null)</source>
        <translation>剩余回合数；∞ = 永久（null）</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="328"/>
        <source>Remaining triggers; ∞ = unlimited (null)</source>
        <translation>剩余触发次数；∞ = 无限（null）</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="329"/>
        <source>The timings the state fires at, or passive</source>
        <translation>状态的触发时机，或被动</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="330"/>
        <source>The state&apos;s description and grant serial; a holder&apos;s place and HP</source>
        <translation>状态的说明和赋予序号；持有者的位置和 HP</translation>
    </message>
</context>
<context>
    <name>ts::gui::InspectorDock</name>
    <message>
        <location filename="../../widgets/inspectordock.cpp" line="21"/>
        <source>Inspector</source>
        <translation>检查器</translation>
    </message>
    <message>
        <location filename="../../widgets/inspectordock.cpp" line="51"/>
        <source>Filter names and values</source>
        <translation>按名称和值筛选</translation>
    </message>
    <message>
        <location filename="../../widgets/inspectordock.cpp" line="53"/>
        <source>Changed only</source>
        <translation>仅显示变更</translation>
    </message>
    <message>
        <location filename="../../widgets/inspectordock.cpp" line="55"/>
        <source>Show only the values the current event changed</source>
        <translation>仅显示当前事件更改的值</translation>
    </message>
    <message>
        <location filename="../../widgets/inspectordock.cpp" line="190"/>
        <source>No state</source>
        <translation>无状态</translation>
    </message>
    <message>
        <location filename="../../widgets/inspectordock.cpp" line="195"/>
        <source>Event #%1 changed no value</source>
        <translation>事件 #%1 未更改任何值</translation>
    </message>
    <message>
        <location filename="../../widgets/inspectordock.cpp" line="196"/>
        <source>Event #%1 changed 1 value (highlighted)</source>
        <translation>事件 #%1 更改了 1 个值（已高亮）</translation>
    </message>
    <message>
        <location filename="../../widgets/inspectordock.cpp" line="197"/>
        <source>Event #%1 changed %2 values (highlighted)</source>
        <translation>事件 #%1 更改了 %2 个值（已高亮）</translation>
    </message>
</context>
<context>
    <name>ts::gui::InspectorModel</name>
    <message>
        <location filename="../../widgets/inspectormodel.cpp" line="52"/>
        <source>Run %1</source>
        <translation>Run %1</translation>
    </message>
    <message>
        <location filename="../../widgets/inspectormodel.cpp" line="393"/>
        <source>1 item</source>
        <translation>1 项</translation>
    </message>
    <message>
        <location filename="../../widgets/inspectormodel.cpp" line="393"/>
        <source>%1 items</source>
        <translation>%1 项</translation>
    </message>
    <message>
        <location filename="../../widgets/inspectormodel.cpp" line="394"/>
        <source>1 field</source>
        <translation>1 个字段</translation>
    </message>
    <message>
        <location filename="../../widgets/inspectormodel.cpp" line="394"/>
        <source>%1 fields</source>
        <translation>%1 个字段</translation>
    </message>
    <message>
        <location filename="../../widgets/inspectormodel.cpp" line="396"/>
        <source> · %1 changed</source>
        <translation> · %1 个已更改</translation>
    </message>
    <message>
        <location filename="../../widgets/inspectormodel.cpp" line="510"/>
        <source>(absent)</source>
        <translation>（不存在）</translation>
    </message>
    <message>
        <location filename="../../widgets/inspectormodel.cpp" line="481"/>
        <source>changed by this event: %1 → %2</source>
        <translation>由此事件更改：%1 → %2</translation>
    </message>
    <message>
        <location filename="../../widgets/inspectormodel.cpp" line="483"/>
        <source>1 value inside changed by this event</source>
        <translation>其中 1 个值由此事件更改</translation>
    </message>
    <message>
        <location filename="../../widgets/inspectormodel.cpp" line="484"/>
        <source>%1 values inside changed by this event</source>
        <translation>其中 %1 个值由此事件更改</translation>
    </message>
    <message>
        <location filename="../../widgets/inspectormodel.cpp" line="522"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../widgets/inspectormodel.cpp" line="523"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
</context>
<context>
    <name>ts::gui::MainWindow</name>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="56"/>
        <source>Unsaved trace</source>
        <translation>未保存的跟踪</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="57"/>
        <source>The current trace has events that are not saved. Save them first?</source>
        <translation>当前跟踪中有未保存的事件。要先保存吗？</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="61"/>
        <source>Turnscope traces (*.tstrace)</source>
        <translation>Turnscope 跟踪 (*.tstrace)</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="63"/>
        <source>Scenarios and traces (*.json *.tstrace);;All files (*)</source>
        <translation>场景和跟踪 (*.json *.tstrace);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="82"/>
        <source>Open Scenario</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="87"/>
        <source>Open Trace</source>
        <translation>打开跟踪</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="99"/>
        <source>Save Trace</source>
        <translation>保存跟踪</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="171"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="174"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="183"/>
        <source>&amp;Debug</source>
        <translation>调试(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="196"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="202"/>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="204"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="210"/>
        <source>Debug</source>
        <translation>调试</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="224"/>
        <source> events/s</source>
        <translation> 事件/秒</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="225"/>
        <source>Events per second while playing</source>
        <translation>播放时每秒的事件数</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="274"/>
        <source>Cannot open the trace</source>
        <translation>无法打开跟踪</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="274"/>
        <source>Cannot open the scenario</source>
        <translation>无法打开场景</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="286"/>
        <source>Cannot save the trace</source>
        <translation>无法保存跟踪</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="144"/>
        <source>Event budget reached</source>
        <translation>已达到事件上限</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="145"/>
        <source>The game was stopped after %1 events: the run&apos;s event budget of %2 events is used up. The events so far are kept and can be saved as a trace; to go further, start Turnscope with --max-events N (0: no limit).</source>
        <translation>游戏在 %1 个事件后停止：本次运行的事件上限（%2 个事件）已用完。已有的事件会保留，可以保存为跟踪；要继续运行，请使用 --max-events N（0：不限）启动 Turnscope。</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="290"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="333"/>
        <source>bundled sample</source>
        <translation>内置示例</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="345"/>
        <source>No events</source>
        <translation>没有事件</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="239"/>
        <location filename="../../widgets/mainwindow.cpp" line="348"/>
        <source>Event %1 of %2</source>
        <translation>事件 %1 / %2</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="368"/>
        <source>Open &amp;Sample</source>
        <translation>打开示例(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="404"/>
        <source>Go to Event</source>
        <translation>转到事件</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="404"/>
        <source>Event number:</source>
        <translation>事件编号：</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="418"/>
        <location filename="../../widgets/mainwindow.cpp" line="429"/>
        <source>Go to Turn</source>
        <translation>转到回合</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="419"/>
        <source>Turn, or turn.Run (e.g. 3 or 3.2):</source>
        <translation>回合，或 回合.Run（如 3 或 3.2）：</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="419"/>
        <source>Round, or round.turn (e.g. 3 or 3.2):</source>
        <translation>轮次，或 轮次.回合（如 3 或 3.2）：</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="429"/>
        <source>The trace has no turn %1</source>
        <translation>跟踪中没有回合 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="444"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="452"/>
        <source>Language (after a restart):</source>
        <translation>语言（重启后生效）：</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="463"/>
        <source>About Turnscope</source>
        <translation>关于 Turnscope</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="464"/>
        <source>&lt;h3&gt;Turnscope %1&lt;/h3&gt;&lt;p&gt;A debugger and visualizer for the rules of turn-based games: every rule step is an event that names its clause; step, rewind, break and fork.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Turnscope %1&lt;/h3&gt;&lt;p&gt;回合制游戏规则的调试器与可视化工具：每个规则步骤都是一个标明其条款的事件；可单步执行、回退、中断和分叉。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ts::gui::NpcDecisionDock</name>
    <message>
        <location filename="../../widgets/npcdecisiondock.cpp" line="32"/>
        <source>NPC Decision</source>
        <translation>NPC 决策</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisiondock.cpp" line="91"/>
        <source>A domestic choice: the decision phase (military powers and belligerence) comes after the domestic phase.</source>
        <translation>内政选择：行动判断阶段（军力与好战度）在内政阶段之后进行。</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisiondock.cpp" line="94"/>
        <source>Own military power %1 × belligerence %2 = %3</source>
        <translation>本国军力 %1 × 好战度 %2 = %3</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisiondock.cpp" line="97"/>
        <source>No hostile nation left to battle (all fallen or none named).</source>
        <translation>没有可交战的敌对国（均已灭亡或未指定）。</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisiondock.cpp" line="99"/>
        <source>Closest hostile nation in military power: %1 with %2</source>
        <translation>军力最接近的敌对国：%1（%2）</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisiondock.cpp" line="101"/>
        <source>%1 &gt; %2: battle against %3 (001:3.3.3/2)</source>
        <translation>%1 &gt; %2：与 %3 战斗（001:3.3.3/2）</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisiondock.cpp" line="103"/>
        <source>%1 ≤ %2: no battle; the action commands are previewed (001:3.3.3/3)</source>
        <translation>%1 ≤ %2：不战斗；预览行动指令（001:3.3.3/3）</translation>
    </message>
</context>
<context>
    <name>ts::gui::NpcDecisionModel</name>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="41"/>
        <source>1 domestic command</source>
        <translation>1 条内政指令</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="41"/>
        <source>%1 domestic commands</source>
        <translation>%1 条内政指令</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="43"/>
        <source>1 action command</source>
        <translation>1 条行动指令</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="43"/>
        <source>%1 action commands</source>
        <translation>%1 条行动指令</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="44"/>
        <source>battle</source>
        <translation>战斗</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="45"/>
        <source>nothing to do</source>
        <translation>无可执行的行动</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="66"/>
        <source>Domestic phase: the best domestic command (001:3.3.2/npc-2)</source>
        <translation>内政阶段：最佳内政指令（001:3.3.2/npc-2）</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="67"/>
        <source>Decision phase: no battle, the best action command (001:3.3.3/3)</source>
        <translation>行动判断阶段：不战斗，最佳行动指令（001:3.3.3/3）</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="68"/>
        <source>Decision phase: battle (001:3.3.3/2)</source>
        <translation>行动判断阶段：战斗（001:3.3.3/2）</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="69"/>
        <source>Decision phase: no battle and no selectable action command</source>
        <translation>行动判断阶段：不战斗，且无可选的行动指令</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="83"/>
        <source>NPC decision panel</source>
        <translation>NPC 决策面板</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="85"/>
        <source>No NPC decision yet</source>
        <translation>尚无 NPC 决策</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="106"/>
        <source>as good as %1, which comes first in the list (ties go to the first)</source>
        <translation>与 %1 同分，而 %1 在列表中更靠前（同分时取靠前者）</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="112"/>
        <source>chosen: the highest score, first of %1 tied</source>
        <translation>已选：最高分，%1 个同分中的第一个</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="112"/>
        <source>chosen: the highest score</source>
        <translation>已选：最高分</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="115"/>
        <source>%1, round %2: battle against %3</source>
        <translation>%1，第 %2 轮：与 %3 战斗</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="117"/>
        <source>%1, round %2: runs %3, the best of %4</source>
        <translation>%1，第 %2 轮：执行 %3（%4中的最佳）</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="122"/>
        <source>%1, round %2: %3</source>
        <translation>%1，第 %2 轮：%3</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="180"/>
        <source>power × target military ratio + Σ(HP + attack) of the living Front units, after the preview, exactly (001:3.3.2/score)</source>
        <translation>预览后的 国力 × 目标军力比率 + 前排存活单位的 Σ(HP + 攻击力) 的精确值（001:3.3.2/score）</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="182"/>
        <source>the exact score rounded up, as the event log shows it</source>
        <translation>精确分数向上取整，与事件日志中的显示一致</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="183"/>
        <source>previewed on a deep copy of the game (001:3.3.2/npc-1)</source>
        <translation>在游戏的深拷贝上预览（001:3.3.2/npc-1）</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="214"/>
        <source>Command</source>
        <translation>指令</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="215"/>
        <source>Score (exact)</source>
        <translation>分数（精确）</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="216"/>
        <source>Score</source>
        <translation>分数</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="217"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
</context>
<context>
    <name>ts::gui::PowerChartDock</name>
    <message>
        <location filename="../../widgets/powerchartdock.cpp" line="16"/>
        <source>Power Chart</source>
        <translation>国力图表</translation>
    </message>
    <message>
        <location filename="../../widgets/powerchartdock.cpp" line="78"/>
        <source>power chart</source>
        <translation>国力图表</translation>
    </message>
    <message>
        <location filename="../../widgets/powerchartdock.cpp" line="100"/>
        <source>Power per round: the game start. Click a round to go to it.</source>
        <translation>每轮国力：游戏开始时。点击某一轮可跳转到该轮。</translation>
    </message>
    <message>
        <location filename="../../widgets/powerchartdock.cpp" line="102"/>
        <source>Power per round, up to the end of round %1. Click a round to go to it.</source>
        <translation>每轮国力，截至第 %1 轮结束。点击某一轮可跳转到该轮。</translation>
    </message>
    <message>
        <location filename="../../widgets/powerchartdock.cpp" line="103"/>
        <source>Power per round, round %1 under way. Click a round to go to it.</source>
        <translation>每轮国力，第 %1 轮进行中。点击某一轮可跳转到该轮。</translation>
    </message>
</context>
<context>
    <name>ts::gui::PowerChartView</name>
    <message>
        <location filename="../../widgets/powerchartview.cpp" line="81"/>
        <source>Round (0 = start; each point is the power at the round&apos;s end)</source>
        <translation>轮次（0 = 开始；每个点为该轮结束时的国力）</translation>
    </message>
    <message>
        <location filename="../../widgets/powerchartview.cpp" line="84"/>
        <source>Power</source>
        <translation>国力</translation>
    </message>
    <message>
        <location filename="../../widgets/powerchartview.cpp" line="95"/>
        <source>%1 (rest of the game)</source>
        <translation>%1（后续）</translation>
    </message>
    <message>
        <location filename="../../widgets/powerchartview.cpp" line="106"/>
        <source>%1 (at the cursor)</source>
        <translation>%1（至光标处）</translation>
    </message>
    <message>
        <location filename="../../widgets/powerchartview.cpp" line="119"/>
        <source>cursor</source>
        <translation>光标</translation>
    </message>
    <message>
        <location filename="../../widgets/powerchartview.cpp" line="225"/>
        <source>&lt;b&gt;Start&lt;/b&gt; (click: go to the game start)</source>
        <translation>&lt;b&gt;开始&lt;/b&gt;（点击：转到游戏开始）</translation>
    </message>
    <message>
        <location filename="../../widgets/powerchartview.cpp" line="226"/>
        <source>&lt;b&gt;End of round %1&lt;/b&gt; (click: go to the round&apos;s start)</source>
        <translation>&lt;b&gt;第 %1 轮结束&lt;/b&gt;（点击：转到该轮开始）</translation>
    </message>
    <message>
        <location filename="../../widgets/powerchartview.cpp" line="233"/>
        <source>&lt;i&gt;round %1 is under way at the cursor&lt;/i&gt;</source>
        <translation>&lt;i&gt;光标处第 %1 轮正在进行&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>ts::gui::RuleTextDock</name>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="165"/>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="166"/>
        <source>lines %1–%2</source>
        <translation>第 %1–%2 行</translation>
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="182"/>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="310"/>
        <source>No rule</source>
        <translation>无规则</translation>
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="328"/>
        <source>No game is open.</source>
        <translation>没有打开的游戏。</translation>
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="334"/>
        <source>The trace is empty.</source>
        <translation>跟踪为空。</translation>
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="345"/>
        <source>Event #%1 cannot be read: %2</source>
        <translation>无法读取事件 #%1：%2</translation>
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="356"/>
        <source>Event #%1 · %2</source>
        <translation>事件 #%1 · %2</translation>
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="367"/>
        <source>No clause</source>
        <translation>无条款</translation>
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="369"/>
        <source>This event names no rule clause.</source>
        <translation>此事件未标明规则条款。</translation>
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="378"/>
        <source>refinement of %1</source>
        <translation>%1 的细化</translation>
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="385"/>
        <source>This build has no statement for this clause.</source>
        <translation>此构建中没有此条款的说明。</translation>
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="390"/>
        <source>This finer step has no text of its own; it counts for %1, whose text is shown.</source>
        <translation>此细化步骤没有自己的文本；它归属于 %1，此处显示的是 %1 的文本。</translation>
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="395"/>
        <source>The seed has no passage for this rule.</source>
        <translation>种子文档中没有此规则的段落。</translation>
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="396"/>
        <source>No original text is bundled for this clause.</source>
        <translation>此条款未附带原文。</translation>
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="405"/>
        <source>&lt;b&gt;Original&lt;/b&gt; — seed %1 &lt;i&gt;%2&lt;/i&gt;&lt;br&gt;%3 · %4</source>
        <translation>&lt;b&gt;原文&lt;/b&gt; — 种子文档 %1 &lt;i&gt;%2&lt;/i&gt;&lt;br&gt;%3 · %4</translation>
    </message>
</context>
<context>
    <name>ts::gui::RunTableDelegate</name>
    <message>
        <location filename="../../widgets/runtabledelegate.cpp" line="253"/>
        <source>acted</source>
        <translation>已行动</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledelegate.cpp" line="254"/>
        <source>not yet acted</source>
        <translation>未行动</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledelegate.cpp" line="255"/>
        <source>skipped: no token</source>
        <translation>跳过：无令牌</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledelegate.cpp" line="256"/>
        <source>merged into the Run on the left</source>
        <translation>合并到左侧的 Run</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledelegate.cpp" line="257"/>
        <source>received merged actions</source>
        <translation>接收了合并的行动</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledelegate.cpp" line="258"/>
        <source>row inserted mid-turn</source>
        <translation>回合中插入的行</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledelegate.cpp" line="259"/>
        <source>the scheduler is here</source>
        <translation>调度器在此</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledelegate.cpp" line="260"/>
        <source>token debt</source>
        <translation>令牌欠债</translation>
    </message>
</context>
<context>
    <name>ts::gui::RunTableDock</name>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="41"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="50"/>
        <source>Run Table</source>
        <translation>Run 表</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="69"/>
        <source>Export PNG…</source>
        <translation>导出 PNG…</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="70"/>
        <source>Save the whole Run table, with its legend, as a PNG image</source>
        <translation>将整个 Run 表连同图例保存为 PNG 图像</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="71"/>
        <source>Export SVG…</source>
        <translation>导出 SVG…</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="72"/>
        <source>Save the whole Run table, with its legend, as an SVG drawing</source>
        <translation>将整个 Run 表连同图例保存为 SVG 矢量图</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="185"/>
        <source> (event #%1)</source>
        <translation>（事件 #%1）</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="239"/>
        <location filename="../../widgets/runtabledock.cpp" line="272"/>
        <source>There is no Run table at the cursor to export.</source>
        <translation>光标处没有可导出的 Run 表。</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="248"/>
        <source>The table is too large for a PNG image (%1 × %2 pixels); export it as SVG.</source>
        <translation>表格过大，无法生成 PNG 图像（%1 × %2 像素）；请导出为 SVG。</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="262"/>
        <source>%1: the image could not be encoded as PNG</source>
        <translation>%1：无法将图像编码为 PNG</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="283"/>
        <source>Run table</source>
        <translation>Run 表</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="288"/>
        <source>%1: the SVG drawing could not be started</source>
        <translation>%1：无法开始绘制 SVG</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="310"/>
        <source>Export the Run table as PNG</source>
        <translation>将 Run 表导出为 PNG</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="311"/>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="316"/>
        <source>Export PNG</source>
        <translation>导出 PNG</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="321"/>
        <source>Export the Run table as SVG</source>
        <translation>将 Run 表导出为 SVG</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="322"/>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="327"/>
        <source>Export SVG</source>
        <translation>导出 SVG</translation>
    </message>
</context>
<context>
    <name>ts::gui::RunTableModel</name>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="25"/>
        <source>manual actions</source>
        <translation>手动行动</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="26"/>
        <source>AI minor actions</source>
        <translation>AI 次要行动</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="27"/>
        <source>AI major actions</source>
        <translation>AI 主要行动</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="33"/>
        <source>1 action</source>
        <translation>1 次行动</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="33"/>
        <source>%1 actions</source>
        <translation>%1 次行动</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="34"/>
        <source>1 action token</source>
        <translation>1 个行动令牌</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="34"/>
        <source>%1 action tokens</source>
        <translation>%1 个行动令牌</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="39"/>
        <location filename="../../widgets/runtablemodel.cpp" line="458"/>
        <source>Run %1</source>
        <translation>Run %1</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="40"/>
        <source>Runs %1–%2</source>
        <translation>Run %1–%2</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="127"/>
        <source>No session</source>
        <translation>无会话</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="129"/>
        <source>The Run table belongs to the roguelike ruleset</source>
        <translation>Run 表仅适用于 roguelike 规则集</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="248"/>
        <source>Before the first turn</source>
        <translation>第一回合之前</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="249"/>
        <source>Turn %1</source>
        <translation>回合 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="251"/>
        <source>%1 — over, the next turn starts</source>
        <translation>%1 — 已结束，下一回合开始</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="252"/>
        <source>%1 — table built, dealing action tokens</source>
        <translation>%1 — 表已建立，正在分发行动令牌</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="254"/>
        <source>%1 — Run %2 begins</source>
        <translation>%1 — Run %2 开始</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="257"/>
        <source>%1 — Run %2, %3</source>
        <translation>%1 — Run %2，%3</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="260"/>
        <source> · %1 acting</source>
        <translation> · %1 正在行动</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="263"/>
        <source>%1 — turn end</source>
        <translation>%1 — 回合结束</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="264"/>
        <source>%1 — game over</source>
        <translation>%1 — 游戏结束</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="313"/>
        <source>&lt;b&gt;%1&lt;/b&gt;, Run %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;，Run %2</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="318"/>
        <source>merged away: no Player action in Run %1, so its actions moved to Run %2 (000:merge)</source>
        <translation>已合并移出：Run %1 中没有 Player 行动，因此其行动移到 Run %2（000:merge）</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="324"/>
        <source>nothing scheduled</source>
        <translation>无计划行动</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="332"/>
        <source>: %1 moved here from %2 (000:merge)</source>
        <translation>：其中 %1 次从 %2 移至此处（000:merge）</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="336"/>
        <source>%1 acted</source>
        <translation>已行动 %1 次</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="338"/>
        <source>%1 skipped: no action token (000:tokens/skip)</source>
        <translation>跳过 %1 次：无行动令牌（000:tokens/skip）</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="339"/>
        <source>%1 skipped: the unit is dead (000:table/order)</source>
        <translation>跳过 %1 次：该单位已死亡（000:table/order）</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="341"/>
        <source>%1 not yet reached</source>
        <translation>%1 次尚未轮到</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="343"/>
        <source>&lt;i&gt;the scheduler is on this cell (%1)&lt;/i&gt;</source>
        <translation>&lt;i&gt;调度器位于此单元格（%1）&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="376"/>
        <source>%1 owes %2: next turn&apos;s tokens are reduced (000:debt)</source>
        <translation>%1 欠 %2：下一回合的令牌将减少（000:debt）</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="377"/>
        <source>%1 holds %2 (000:tokens/deal, 000:tokens/spend)</source>
        <translation>%1 持有 %2（000:tokens/deal, 000:tokens/spend）</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="392"/>
        <source>%1 merged into Run %2</source>
        <translation>%1 已合并到 Run %2</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="403"/>
        <source>inserted in Run %1 by event #%2</source>
        <translation>由事件 #%2 插入 Run %1</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="407"/>
        <source>dead</source>
        <translation>死亡</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="410"/>
        <source> (000:speed/up: after the last not-yet-acted row of that speed, else after the acting row)</source>
        <translation>（000:speed/up：插在同速度最后一个未行动行之后，否则插在正在行动的行之后）</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="430"/>
        <source>%1 (%2), speed %3</source>
        <translation>%1（%2），速度 %3</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="434"/>
        <source>inserted in Run %1 by event #%2 (000:speed/up)</source>
        <translation>由事件 #%2 插入 Run %1（000:speed/up）</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="459"/>
        <source>Tokens</source>
        <translation>令牌</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="459"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="462"/>
        <source>Run %1: manual actions, then AI minor, then AI major actions, each in row order (000:table/order)</source>
        <translation>Run %1：依次为手动行动、AI 次要行动、AI 主要行动，各自按行顺序（000:table/order）</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="464"/>
        <source>Action tokens held at the cursor; red = debt (000:debt)</source>
        <translation>光标处持有的行动令牌；红色 = 欠债（000:debt）</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="465"/>
        <source>Inserted rows and AI run merges</source>
        <translation>插入的行和 AI 的 Run 间合并</translation>
    </message>
</context>
<context>
    <name>ts::gui::SessionController</name>
    <message>
        <location filename="../../widgets/sessioncontroller.cpp" line="91"/>
        <source>There is no session to save.</source>
        <translation>没有可保存的会话。</translation>
    </message>
    <message>
        <location filename="../../widgets/sessioncontroller.cpp" line="95"/>
        <source>Saving %1</source>
        <translation>正在保存 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/sessioncontroller.cpp" line="134"/>
        <source>Running the game</source>
        <translation>正在运行游戏</translation>
    </message>
    <message>
        <location filename="../../widgets/sessioncontroller.cpp" line="162"/>
        <source>Stopped after %1 events</source>
        <translation>在 %1 个事件后停止</translation>
    </message>
    <message>
        <location filename="../../widgets/sessioncontroller.cpp" line="163"/>
        <source>Game over after %1 events</source>
        <translation>%1 个事件后游戏结束</translation>
    </message>
    <message>
        <location filename="../../widgets/sessioncontroller.cpp" line="131"/>
        <source>Stopped at the event budget of %1 events</source>
        <translation>在事件上限（%1 个事件）处停止</translation>
    </message>
    <message>
        <location filename="../../widgets/sessioncontroller.cpp" line="164"/>
        <location filename="../../widgets/sessioncontroller.cpp" line="276"/>
        <source>Waiting for a decision</source>
        <translation>正在等待决策</translation>
    </message>
    <message>
        <location filename="../../widgets/sessioncontroller.cpp" line="240"/>
        <source>Continuing</source>
        <translation>继续中</translation>
    </message>
    <message>
        <location filename="../../widgets/sessioncontroller.cpp" line="240"/>
        <source>Reverse continuing</source>
        <translation>反向继续中</translation>
    </message>
    <message>
        <location filename="../../widgets/sessioncontroller.cpp" line="264"/>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location filename="../../widgets/sessioncontroller.cpp" line="276"/>
        <source>Reached the end of the game</source>
        <translation>已到达游戏结尾</translation>
    </message>
    <message>
        <location filename="../../widgets/sessioncontroller.cpp" line="282"/>
        <source>Reached the start of the trace</source>
        <translation>已到达跟踪开头</translation>
    </message>
</context>
<context>
    <name>ts::gui::StateQueueDock</name>
    <message>
        <location filename="../../widgets/statequeuedock.cpp" line="19"/>
        <source>State Queue</source>
        <translation>状态处理队列</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuedock.cpp" line="73"/>
        <source>fired</source>
        <translation>已触发</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuedock.cpp" line="74"/>
        <source>skipped</source>
        <translation>已跳过</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuedock.cpp" line="75"/>
        <source>pending</source>
        <translation>待处理</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuedock.cpp" line="76"/>
        <source>granted meanwhile, not queued</source>
        <translation>期间赋予，未入队</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuedock.cpp" line="86"/>
        <source>popped last</source>
        <translation>最近弹出</translation>
    </message>
</context>
<context>
    <name>ts::gui::StateQueueModel</name>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="36"/>
        <source>pending</source>
        <translation>待处理</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="37"/>
        <source>fired</source>
        <translation>已触发</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="38"/>
        <source>skipped: removed</source>
        <translation>跳过：已移除</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="39"/>
        <source>skipped: passive</source>
        <translation>跳过：被动</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="40"/>
        <source>skipped: wrong timing</source>
        <translation>跳过：时机不符</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="41"/>
        <source>skipped: no triggers left</source>
        <translation>跳过：无剩余触发次数</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="42"/>
        <source>not queued</source>
        <translation>未入队</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="52"/>
        <source>%1 fired</source>
        <translation>已触发 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="54"/>
        <source>%1 skipped</source>
        <translation>跳过 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="56"/>
        <source>%1 pending</source>
        <translation>待处理 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="94"/>
        <source>waiting; passive, so it will be skipped</source>
        <translation>等待中；为被动状态，将被跳过</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="95"/>
        <source>waiting; fires at %1</source>
        <translation>等待中；在 %1 触发</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="96"/>
        <source>waiting; not a %1 state (fires at: %2)</source>
        <translation>等待中；不是在 %1 触发的状态（触发时机：%2）</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="101"/>
        <source>effects applied; fires without limit</source>
        <translation>已应用效果；无限次触发</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="102"/>
        <source>effects applied; triggers left: %1</source>
        <translation>已应用效果；剩余触发次数：%1</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="103"/>
        <source>effects applied; no longer held (used up or removed)</source>
        <translation>已应用效果；已不再持有（已用尽或被移除）</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="105"/>
        <source>no longer held when popped: removed after the queue was built (001:4.2/fixed)</source>
        <translation>弹出时已不再持有：在队列建立后被移除（001:4.2/fixed）</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="107"/>
        <source>a passive state never triggers; it only modifies</source>
        <translation>被动状态从不触发，只提供修正</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="110"/>
        <source>fires at no timing at all, so not at %1</source>
        <translation>没有任何触发时机，因此不会在 %1 触发</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="111"/>
        <source>fires at %1, not at %2</source>
        <translation>在 %1 触发，而不是 %2</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="113"/>
        <source>no triggers left (remaining triggers: 0)</source>
        <translation>无剩余触发次数（剩余触发次数：0）</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="122"/>
        <source>&lt;b&gt;#%1 %2&lt;/b&gt; of %3</source>
        <translation>&lt;b&gt;#%1 %2&lt;/b&gt;（%3）</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="127"/>
        <source>timings: %1</source>
        <translation>触发时机：%1</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="128"/>
        <source>grant #%1 of this state (its serial)</source>
        <translation>此状态的赋予 #%1（其序号）</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="148"/>
        <source>next in turn order (001:4.2.1)</source>
        <translation>按回合顺序的下一个（001:4.2.1）</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="149"/>
        <source>first in turn order: no nation has the turn (001:4.2.1)</source>
        <translation>按回合顺序排第一：当前没有国家的回合（001:4.2.1）</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="150"/>
        <source>the turn player comes first (001:4.2.1)</source>
        <translation>当前回合玩家排在最前（001:4.2.1）</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="163"/>
        <source>%1 — nation states</source>
        <translation>%1 — 国家状态</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="164"/>
        <source>a nation&apos;s own states come before its units&apos; (001:4.2.2)</source>
        <translation>国家自身的状态先于其单位的状态（001:4.2.2）</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="168"/>
        <source>unit %1 of the unit array (001:4.2.2)</source>
        <translation>单位数组中的单位 %1（001:4.2.2）</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="201"/>
        <source>Granted during this processing</source>
        <translation>本次处理期间赋予</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="203"/>
        <source>the queue is fixed when built: new grants wait for the next processing (001:4.2/fixed)</source>
        <translation>队列在建立时即固定：新赋予的状态等待下一次处理（001:4.2/fixed）</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="213"/>
        <source>%1 on %2</source>
        <translation>%2 上的 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="216"/>
        <source>granted by the effects of #%1 %2</source>
        <translation>由 #%1 %2 的效果赋予</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="220"/>
        <source>granted before the first pop</source>
        <translation>在首次弹出之前赋予</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="247"/>
        <source>holds no state: nothing queued</source>
        <translation>未持有状态：无入队项</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="255"/>
        <source>No state processing yet</source>
        <translation>尚无状态处理</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="258"/>
        <source>round %1</source>
        <translation>第 %1 轮</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="259"/>
        <source>round %1, %2&apos;s turn</source>
        <translation>第 %1 轮，%2 的回合</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="262"/>
        <source>nothing queued: no nation or unit holds a state</source>
        <translation>队列为空：没有国家或单位持有状态</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="264"/>
        <source>%1 queued, none popped yet</source>
        <translation>%1 项入队，尚未弹出</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="265"/>
        <source>%1 queued, #%2 popped</source>
        <translation>%1 项入队，已弹出 #%2</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="269"/>
        <source>%1 queued, done: %2 fired</source>
        <translation>%1 项入队，已完成：%2 项触发</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="272"/>
        <source>, %1 granted meanwhile (not queued)</source>
        <translation>，期间赋予 %1 项（未入队）</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="273"/>
        <source>%1 processing — %2: %3</source>
        <translation>%1 状态处理 — %2：%3</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="294"/>
        <source>state queue</source>
        <translation>状态处理队列</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="311"/>
        <source> — the cursor is inside an NPC preview, which processes a copy of the game; this is the real game&apos;s queue</source>
        <translation> — 光标位于 NPC 预览中，该预览处理的是游戏副本；此处显示的是实际游戏的队列</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="442"/>
        <source>Queue (priority order)</source>
        <translation>队列（按优先级）</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="443"/>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="444"/>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="449"/>
        <source>Nations from the turn player on, each nation&apos;s own states before its units&apos;, each holder&apos;s states in array order (001:4.2/fixed)</source>
        <translation>从当前回合玩家开始依次排列国家，每个国家自身的状态先于其单位的状态，每个持有者的状态按数组顺序（001:4.2/fixed）</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="450"/>
        <source>Fired, skipped (removed, passive, wrong timing, no triggers left) or still pending (001:4.4)</source>
        <translation>已触发、跳过（已移除、被动、时机不符、无剩余触发次数）或仍待处理（001:4.4）</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="451"/>
        <source>Why the entry fired or was skipped</source>
        <translation>该项触发或被跳过的原因</translation>
    </message>
</context>
<context>
    <name>ts::gui::StatesDock</name>
    <message>
        <location filename="../../widgets/statesdock.cpp" line="14"/>
        <source>States</source>
        <translation>状态</translation>
    </message>
</context>
<context>
    <name>ts::gui::TimelineDock</name>
    <message>
        <location filename="../../widgets/timelinedock.cpp" line="25"/>
        <source>Timeline</source>
        <translation>时间线</translation>
    </message>
    <message>
        <location filename="../../widgets/timelinedock.cpp" line="37"/>
        <source>Zoom in (Ctrl+wheel)</source>
        <translation>放大（Ctrl+滚轮）</translation>
    </message>
    <message>
        <location filename="../../widgets/timelinedock.cpp" line="38"/>
        <source>Zoom out (Ctrl+wheel)</source>
        <translation>缩小（Ctrl+滚轮）</translation>
    </message>
    <message>
        <location filename="../../widgets/timelinedock.cpp" line="39"/>
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message>
        <location filename="../../widgets/timelinedock.cpp" line="39"/>
        <source>Show the whole trace (double-click on empty space)</source>
        <translation>显示整个跟踪（双击空白处）</translation>
    </message>
</context>
<context>
    <name>ts::gui::TimelineWidget</name>
    <message>
        <location filename="../../widgets/timelinewidget.cpp" line="123"/>
        <source>Turns</source>
        <translation>回合</translation>
    </message>
    <message>
        <location filename="../../widgets/timelinewidget.cpp" line="123"/>
        <location filename="../../widgets/timelinewidget.cpp" line="244"/>
        <source>Hits</source>
        <translation>命中次数</translation>
    </message>
    <message>
        <location filename="../../widgets/timelinewidget.cpp" line="123"/>
        <location filename="../../widgets/timelinewidget.cpp" line="245"/>
        <source>Decisions</source>
        <translation>决策</translation>
    </message>
    <message>
        <location filename="../../widgets/timelinewidget.cpp" line="123"/>
        <source>Rounds</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location filename="../../widgets/timelinewidget.cpp" line="258"/>
        <source>No events yet</source>
        <translation>还没有事件</translation>
    </message>
    <message>
        <location filename="../../widgets/timelinewidget.cpp" line="258"/>
        <source>No trace open</source>
        <translation>没有打开的跟踪</translation>
    </message>
    <message>
        <location filename="../../widgets/timelinewidget.cpp" line="270"/>
        <source>indexing…</source>
        <translation>正在建立索引…</translation>
    </message>
    <message>
        <location filename="../../widgets/timelinewidget.cpp" line="555"/>
        <source>Breakpoint hit</source>
        <translation>命中断点</translation>
    </message>
    <message>
        <location filename="../../widgets/timelinewidget.cpp" line="557"/>
        <source>Decision</source>
        <translation>决策</translation>
    </message>
</context>
</TS>
