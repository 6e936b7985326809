<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>BattleSnapshot</name>
    <message>
        <location filename="../../../widgets/rulesets/nation/battlesnapshot.cpp" line="+154"/>
        <source>battle view</source>
        <translation>战斗视图</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>outside Front..Back</source>
        <translation>前排至后排之外</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not decided yet</source>
        <translation>尚未决定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>normal range</source>
        <translation>正常范围</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one row behind</source>
        <translation>向后一排</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two rows behind</source>
        <translation>向后两排</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one row in front</source>
        <translation>向前一排</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two rows in front</source>
        <translation>向前两排</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty Front row: all null</source>
        <translation>前排为空：全部为 null</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no living unit in any range: all null</source>
        <translation>所有范围均无存活单位：全部为 null</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The target array is decided next (001:3.3.5.3.2).</source>
        <translation>接下来决定目标数组（001:3.3.5.3.2）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no living unit in its Front row: the target array stays all null (001:3.3.5.3.2/2).</source>
        <translation>%1 的前排没有存活单位：目标数组保持全部为 null（001:3.3.5.3.2/2）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is outside Front..Back</source>
        <translation>%1 超出前排至后排</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2) is empty</source>
        <translation>%1（%2）为空</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every candidate range of %1 is empty: the target array is all null.</source>
        <translation>%1 的所有候选范围均为空：目标数组全部为 null。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2) has 1 living unit</source>
        <translation>%1（%2）有 1 个存活单位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2) has %3 living units</source>
        <translation>%1（%2）有 %3 个存活单位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chosen: %1.</source>
        <translation>选定：%1。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Chosen: %1, %2.</source>
        <translation>选定：%1，%2。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No battle yet: the view fills when a nation goes to battle (001:3.3.5)</source>
        <translation>尚无战斗：国家进入战斗后将在此显示（001:3.3.5）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 attacks %2</source>
        <translation>%1 攻击 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last battle: %1 against %2, ended</source>
        <translation>上一场战斗：%1 对 %2，已结束</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 — battle start</source>
        <translation>%1 — 战斗开始</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — attack %2 of %3: %4 uses %5</source>
        <translation>%1 — 第 %2/%3 次攻击：%4 使用 %5</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 — every attack done, battle end</source>
        <translation>%1 — 所有攻击已完成，战斗结束</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — attack %2 of %3 next</source>
        <translation>%1 — 下一次为第 %2/%3 次攻击</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&lt;b&gt;%1&lt;/b&gt; of %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on the Bench</source>
        <translation>在替补席</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 row, slot %2</source>
        <translation>%1，槽位 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HP %1 of %2, attack %3</source>
        <translation>HP %1/%2，攻击力 %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dead: the position counts as empty (001:3.3.5.3.2)</source>
        <translation>死亡：该位置视为空（001:3.3.5.3.2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the current attacker, with %1</source>
        <translation>当前攻击者，使用 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>slot [%1] of the target array</source>
        <translation>目标数组的槽位 [%1]</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;[%1] null&lt;/b&gt;: an empty position of the range; its power damage counts an HP-loss rate of 1</source>
        <translation>&lt;b&gt;[%1] null&lt;/b&gt;：范围内的空位；其国力伤害按 HP 损失率 1 计算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;[%1] %2&lt;/b&gt;, HP %3 of %4</source>
        <translation>&lt;b&gt;[%1] %2&lt;/b&gt;，HP %3/%4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unit damage %1 (001:3.3.5.3.4/3)</source>
        <translation>单位伤害 %1（001:3.3.5.3.4/3）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>power damage %1 (001:3.3.5.3.5/2)</source>
        <translation>国力伤害 %1（001:3.3.5.3.5/2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the target index: the unit damage step takes this slot next</source>
        <translation>目标索引：单位伤害步骤接下来处理此槽位</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>attacking now</source>
        <translation>正在攻击</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>done</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attack %1: %2 of %3 uses %4 (priority %5, %6 row): %7</source>
        <translation>攻击 %1：%3 的 %2 使用 %4（优先级 %5，%6）：%7</translation>
    </message>
</context>
<context>
    <name>BattlefieldLayout</name>
    <message>
        <location filename="../../../widgets/rulesets/nation/battlefieldlayout.h" line="+50"/>
        <source>Attack order</source>
        <translation>攻击顺序</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bench</source>
        <translation>替补</translation>
    </message>
</context>
<context>
    <name>NationNames</name>
    <message>
        <location filename="../../../widgets/rulesets/nation/statesnames.cpp" line="+56"/>
        <source>No session</source>
        <translation>无会话</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The %1 belongs to the nation ruleset</source>
        <translation>%1 仅适用于 nation 规则集</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>nation %1</source>
        <translation>国家 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unit %1</source>
        <translation>单位 %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>state %1</source>
        <translation>状态 %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>skill %1</source>
        <translation>技能 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>command %1</source>
        <translation>指令 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Front</source>
        <translation>前排</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Middle</source>
        <translation>中排</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back</source>
        <translation>后排</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bench</source>
        <translation>替补</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>row %1</source>
        <translation>第 %1 排</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>not stackable (stacks: null)</source>
        <translation>不可叠加（stacks: null）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 stack</source>
        <translation>1 层</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 stacks</source>
        <translation>%1 层</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>; a new grant adds one (001:4.3/3.1)</source>
        <translation>；每次再赋予加 1 层（001:4.3/3.1）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>permanent (duration: null)</source>
        <translation>永久（duration: null）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 turn left</source>
        <translation>剩余 1 回合</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 turns left</source>
        <translation>剩余 %1 回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; counts down after its nation&apos;s turn end, removed at 0 (001:4.4/duration)</source>
        <translation>；在所属国家的回合结束后递减，为 0 时移除（001:4.4/duration）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>fires without limit (remaining triggers: null)</source>
        <translation>无限次触发（剩余触发次数：null）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 trigger left</source>
        <translation>剩余 1 次触发</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 triggers left</source>
        <translation>剩余 %1 次触发</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>; removed when it reaches 0 (001:4.4/2)</source>
        <translation>；为 0 时移除（001:4.4/2）</translation>
    </message>
</context>
<context>
    <name>NationNarration</name>
    <message>
        <location filename="../../../widgets/rulesets/nation/nationbattlenarration.cpp" line="+15"/>
        <source>its normal row</source>
        <translation>通常的排</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one row behind</source>
        <translation>后一排</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two rows behind</source>
        <translation>后两排</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one row in front</source>
        <translation>前一排</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two rows in front</source>
        <translation>前两排</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>An effect of %2 changes %1&apos;s power from %3 to %4</source>
        <translation>%2 的效果使 %1 的国力从 %3 变为 %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 pays power for %2: from %3 to %4</source>
        <translation>%1 为 %2 支付国力：从 %3 变为 %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An effect of %2 changes %1&apos;s HP from %3 to %4</source>
        <translation>%2 的效果使 %1 的 HP 从 %3 变为 %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An effect of %2 changes %1&apos;s max HP from %3 to %4</source>
        <translation>%2 的效果使 %1 的最大 HP 从 %3 变为 %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An effect of %2 changes %1&apos;s attack from %3 to %4</source>
        <translation>%2 的效果使 %1 的攻击力从 %3 变为 %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An effect of %2 grants %5 to %1</source>
        <translation>%2 的效果将 %5 授予 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An effect of %2 removes %5 from %1</source>
        <translation>%2 的效果从 %1 身上移除 %5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An effect of %2 changes %1&apos;s remaining domestic commands from %3 to %4</source>
        <translation>%2 的效果使 %1 的剩余内政指令数从 %3 变为 %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An effect of %2 moves %1 from %5, slot %6, to %7, slot %8</source>
        <translation>%2 的效果使 %1 从%5第 %6 格移到%7第 %8 格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An effect of %2 on %1 does nothing</source>
        <translation>%2 对 %1 的效果没有任何作用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An effect of %2 applies to %1</source>
        <translation>%2 的效果作用于 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The effect on %1 is replaced by rule %3 of %2, held by %4: %5 effect(s) apply instead, and this state will not replace the same effect again</source>
        <translation>对 %1 的效果被 %4 持有的 %2 的规则 %3 替换：改为适用 %5 个效果，且该状态不会再次替换同一个效果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An effect of %1 finds no target here, so it does nothing</source>
        <translation>%1 的效果在此找不到目标，因此不起作用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 attacks %2: a battle begins</source>
        <translation>%1 进攻 %2：战斗开始</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place %1 of the attack order: %2 with %3 (skill priority %4, %5)</source>
        <translation>攻击顺序第 %1 位：%2 的 %3（技能优先级 %4，%5）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The attack order is built: %1 attack(s), by skill priority, then row (Back first), then the attacking nation first, then unit and skill order</source>
        <translation>攻击顺序已建立：共 %1 次攻击，依次按技能优先级、排（后排优先）、进攻方国家优先、单位与技能顺序排列</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attack %1: %2 attacks with %3</source>
        <translation>第 %1 次攻击：%2 使用 %3 攻击</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is taken out of the attack order: it is dead</source>
        <translation>%1 被移出攻击顺序：它已死亡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is taken out of the attack order: it is on the Bench, which never fights</source>
        <translation>%1 被移出攻击顺序：它在替补席，替补席从不参战</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Candidate range %2 in %1: %3 has %4 living unit(s)</source>
        <translation>%1 的候选范围“%2”：%3有 %4 个存活单位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Candidate range %2 in %1 lies outside the formation: skipped</source>
        <translation>%1 的候选范围“%2”在阵形之外：跳过</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The target array in %1 (%6, %5): %3 living unit(s) in slot order, then %4 null slot(s), %2 in all</source>
        <translation>%1 的目标数组（%6，%5）：按格子顺序排列 %3 个存活单位，然后是 %4 个 null，共 %2 个</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s Front row has no living unit, so the target array is all null: %2 slot(s)</source>
        <translation>%1 的前排没有存活单位，因此目标数组全部为 null：%2 个</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No candidate range in %1 has a living unit, so the target array is all null: %2 slot(s)</source>
        <translation>%1 的所有候选范围都没有存活单位，因此目标数组全部为 null：%2 个</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 hits %2 in target slot %5 for %3 damage: %2 has %4 HP left</source>
        <translation>%1 对目标数组第 %5 位的 %2 造成 %3 点伤害：%2 剩余 HP %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target slot %1 is null: nobody is hit there, but it still counts for power damage</source>
        <translation>目标数组第 %1 位为 null：没有人被击中，但仍计入国力伤害</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 belongs to the defending nation, so its attack does no power damage</source>
        <translation>%1 属于防守方国家，因此其攻击不造成国力伤害</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target slot %1 (%2, HP lost %3‰) adds %4 power damage: the pending power steal is now %5</source>
        <translation>目标数组第 %1 位（%2，HP 损失率 %3‰）增加 %4 点国力伤害：暂定国力掠夺量现为 %5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Null target slot %1 counts at the full rate and adds %4 power damage: the pending power steal is now %5</source>
        <translation>目标数组第 %1 位为 null，按全额计算，增加 %4 点国力伤害：暂定国力掠夺量现为 %5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attack %2 of %1 ends: units at 0 HP die now</source>
        <translation>%1 的第 %2 次攻击结束：HP 为 0 的单位此时死亡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is at 0 HP: it gets the Dead state</source>
        <translation>%1 的 HP 为 0：获得死亡状态</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 takes %3 power from %2, the pending %4 or what %2 has if less: %1 has %5, %2 has %6</source>
        <translation>%1 从 %2 夺取 %3 国力（暂定量 %4，若 %2 的国力更少则取其国力）：%1 现有 %5，%2 现有 %6</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has 0 power at the end of the round: it gets the Fallen state</source>
        <translation>本轮结束时 %1 的国力为 0：获得灭亡状态</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cannot move to %3, slot %4: %2, a living unit, is there</source>
        <translation>%1 不能移到%3第 %4 格：那里有存活单位 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The battle of %1 against %2 ends</source>
        <translation>%1 对 %2 的战斗结束</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The skill has no pre-attack effects</source>
        <translation>该技能没有攻击前效果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The skill has no post-attack effects</source>
        <translation>该技能没有攻击后效果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The skill has no unit effects</source>
        <translation>该技能没有单位效果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The skill has no nation effects</source>
        <translation>该技能没有国家效果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On to the next target slot</source>
        <translation>进入下一个目标格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every target slot is done</source>
        <translation>所有目标格都已处理完</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the command choice</source>
        <translation>回到指令选择</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next round follows</source>
        <translation>进入下一轮</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pending power steal is set to 0</source>
        <translation>暂定国力掠夺量设为 0</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This attack&apos;s power damage is set to 0</source>
        <translation>本次攻击的国力伤害设为 0</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The target slot at the target index is taken</source>
        <translation>取出目标索引处的目标格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A rule step (note %1)</source>
        <translation>一个规则步骤（备注 %1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s range %3 in %2 is not used: %4 has no living unit (%5 slot(s) checked)</source>
        <translation>%1 对 %2 的范围“%3”未被采用：%4没有存活单位（检查了 %5 格）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s range %3 in %2 is not used: that row is outside the formation</source>
        <translation>%1 对 %2 的范围“%3”未被采用：该排在阵形之外</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/nation/nationnarration.cpp" line="+27"/>
        <source>the Front row</source>
        <translation>前排</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Middle row</source>
        <translation>中排</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Back row</source>
        <translation>后排</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Bench</source>
        <translation>替补席</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>outside the formation</source>
        <translation>阵形之外</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>The game starts with %1 nations: at most %2 rounds, %4 domestic command(s) per nation and round, and a nation that reaches %3 power wins at once</source>
        <translation>游戏以 %1 个国家开始：最多 %2 轮，每个国家每轮可执行 %4 次内政指令，国力达到 %3 的国家立即获胜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game starts with %1 nations: at most %2 rounds and %4 domestic command(s) per nation and round, with no decisive power</source>
        <translation>游戏以 %1 个国家开始：最多 %2 轮，每个国家每轮可执行 %4 次内政指令，没有决胜国力</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 begins: the nations take their turns in turn order</source>
        <translation>第 %1 轮开始：各国按回合顺序行动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 may run %2 domestic command(s) this round</source>
        <translation>%1 本轮可执行 %2 次内政指令</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s turn begins (turn %2 of the round)</source>
        <translation>%1 的回合开始（本轮第 %2 个）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has fallen, so its turn is skipped</source>
        <translation>%1 已灭亡，因此跳过其回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s turn starts</source>
        <translation>%1 的回合开始阶段</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s domestic phase: it may run domestic commands</source>
        <translation>%1 的内政阶段：可以执行内政指令</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s decision phase: it chooses a battle, an action command or to end its turn</source>
        <translation>%1 的决定阶段：选择战斗、行动指令或结束回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s action phase: it runs its action command</source>
        <translation>%1 的行动阶段：执行行动指令</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s battle phase</source>
        <translation>%1 的战斗阶段</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s turn comes to its end</source>
        <translation>%1 的回合结束阶段</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 enters a phase</source>
        <translation>%1 进入一个阶段</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State processing at %1: %2 state(s) are queued in priority order</source>
        <translation>%1 的状态处理：%2 个状态按优先级顺序进入队列</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place %1 of the queue: %3, held by %2</source>
        <translation>队列第 %1 位：%2 持有的 %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%3 of %2 is taken from place %1 of the queue</source>
        <translation>%2 的 %3 从队列第 %1 位取出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%3 of %2 is taken from place %1 and fires: its effects apply, %4 trigger(s) left</source>
        <translation>%2 的 %3 从队列第 %1 位取出并触发：其效果生效，剩余触发次数 %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%3 of %2 is taken from place %1 but skipped: %2 no longer holds it</source>
        <translation>%2 的 %3 从队列第 %1 位取出但被跳过：%2 已不再持有它</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%3 of %2 is taken from place %1 but skipped: it is passive, and passive states never fire</source>
        <translation>%2 的 %3 从队列第 %1 位取出但被跳过：它是被动状态，被动状态从不触发</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%3 of %2 is taken from place %1 but skipped: this is not one of its timings</source>
        <translation>%2 的 %3 从队列第 %1 位取出但被跳过：现在不是它的触发时机</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%3 of %2 is taken from place %1 but skipped: it has no triggers left</source>
        <translation>%2 的 %3 从队列第 %1 位取出但被跳过：没有剩余触发次数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%3 of %2 is taken from place %1 and fires: its effects apply, with no limit on its triggers</source>
        <translation>%2 的 %3 从队列第 %1 位取出并触发：其效果生效，触发次数不受限制</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State processing at %1 ends: %2 state(s) fired; %3 state(s) granted meanwhile were not queued</source>
        <translation>%1 的状态处理结束：%2 个状态已触发；处理期间授予的 %3 个状态未进入队列</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 gets %2: %3 stack(s), %4 turn(s) to last, %5 trigger(s)</source>
        <translation>%1 获得 %2：叠加 %3 层，持续 %4 回合，触发次数 %5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 already holds %2, so the held one is updated: %3 stack(s), %4 turn(s) to last, %5 trigger(s)</source>
        <translation>%1 已持有 %2，因此更新已有的状态：叠加 %3 层，持续 %4 回合，触发次数 %5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%2 is not granted to %1: %1 holds %3, a higher-rank state that excludes it</source>
        <translation>%2 未授予 %1：%1 持有排斥它的更高等级状态 %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%2 meets %3 of the same rank on %1: %3 is removed and %2 is not granted</source>
        <translation>%2 与 %1 身上同等级的 %3 相遇：%3 被移除，%2 不被授予</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%2 meets %3 of the same rank on %1: %3 drops to %4 stack(s) and %2 is not granted</source>
        <translation>%2 与 %1 身上同等级的 %3 相遇：%3 降为 %4 层，%2 不被授予</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%2 removes the lower-rank %3 from %1</source>
        <translation>%2 从 %1 身上移除更低等级的 %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 loses %2: an effect removes it</source>
        <translation>%1 失去 %2：被效果移除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 loses %2: it has no triggers left</source>
        <translation>%1 失去 %2：没有剩余触发次数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 loses %2: its duration is over</source>
        <translation>%1 失去 %2：持续时间结束</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 loses %2: a state of the same rank pushed it out</source>
        <translation>%1 失去 %2：被同等级的状态挤掉</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 loses %2: a higher-rank state pushed it out</source>
        <translation>%1 失去 %2：被更高等级的状态挤掉</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 loses %2</source>
        <translation>%1 失去 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%2 of %1 counts down at the end of the turn: %3 turn(s) left</source>
        <translation>%1 的 %2 在回合结束时倒数：剩余 %3 回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 runs the action command %2, paying %3 power</source>
        <translation>%1 支付 %3 国力执行行动指令 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 runs the domestic command %2, paying %3 power</source>
        <translation>%1 支付 %3 国力执行内政指令 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cannot run that command now, so it is asked again</source>
        <translation>%1 现在不能执行该指令，因此再次询问</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 tries %2 on a copy of the game, to see how good it would be</source>
        <translation>%1 在游戏副本上试行 %2，看看效果如何</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%2 would score %3 for %1: its power %4 times the target military ratio, plus %5, the HP and attack of its Front units</source>
        <translation>%2 对 %1 的评分为 %3：国力 %4 × 目标军事比率，加上前排单位 HP 与攻击力之和 %5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 chooses %2, the best score (%3) of %4 candidate(s); a tie goes to the first in the command list</source>
        <translation>%1 在 %4 个候选中选择评分最高（%3）的 %2；同分时选指令列表中靠前的</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 chooses to go to battle</source>
        <translation>%1 选择进入战斗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 chooses nothing: none of its %4 candidate(s) can be run</source>
        <translation>%1 什么也不选：%4 个候选都无法执行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s military power is %2: the HP and attack of its Front units (%3) times its passive states&apos; factor</source>
        <translation>%1 的军事力为 %2：前排单位 HP 与攻击力之和（%3）乘以被动状态的系数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s military power %2 times its belligerence is %4, more than %3 of %5, the nation closest in military power: %1 goes to battle</source>
        <translation>%1 的军事力 %2 × 好战度为 %4，大于军事力最接近的国家 %5 的 %3：%1 进入战斗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s military power %2 times its belligerence is %4, not more than %3 of %5, the nation closest in military power: no battle</source>
        <translation>%1 的军事力 %2 × 好战度为 %4，不大于军事力最接近的国家 %5 的 %3：不进行战斗</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s turn ends</source>
        <translation>%1 的回合结束</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 ends</source>
        <translation>第 %1 轮结束</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nations tie for the highest power: %1, the earliest in turn order, gets 1 more (%2)</source>
        <translation>多个国家并列最高国力：回合顺序最靠前的 %1 加 1（%2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins with %2 power</source>
        <translation>%1 以 %2 国力获胜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last round is over: %1 wins with the highest power, %2</source>
        <translation>最后一轮结束：国力最高（%2）的 %1 获胜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is the last nation that has not fallen: it wins with %2 power</source>
        <translation>%1 是最后一个未灭亡的国家：以 %2 国力获胜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 reached the decisive power: it wins with %2 power</source>
        <translation>%1 达到决胜国力：以 %2 国力获胜</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no action command it can run: it does nothing</source>
        <translation>%1 没有可执行的行动指令：什么也不做</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the preview copy, %1&apos;s %2 would change from %3 to %4</source>
        <translation>在预览副本中，%1 的 %2 会从 %3 变为 %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has %2 power, at least the decisive power %3: the game ends</source>
        <translation>%1 的国力为 %2，不低于决胜国力 %3：游戏结束</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 ends its turn without a battle or an action</source>
        <translation>%1 不战斗也不行动，结束回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 chooses the domestic command %2</source>
        <translation>%1 选择内政指令 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 chooses to attack %2</source>
        <translation>%1 选择进攻 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 chooses the action command %2</source>
        <translation>%1 选择行动指令 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The queue for %3 is built in priority order, starting with %1: %2 state(s); the current nation first, each nation&apos;s own states before its units&apos;</source>
        <translation>%3 的队列从 %1 开始按优先级顺序建立：%2 个状态；当前国家优先，每个国家的国家状态先于其单位的状态</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%2 was granted to %1 during this processing (by place %3), so it is not in the queue</source>
        <translation>%2 是在本次处理中（由队列第 %3 位）授予 %1 的，因此不在队列中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%2 is to be granted to %1: first its exclusions are checked</source>
        <translation>要将 %2 授予 %1：先检查排斥关系</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2 does not fire at %3: it was removed before its place in the queue came</source>
        <translation>%2 的 %1 在 %3 不触发：轮到它之前已被移除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 does not fire at %3: it is passive, and passive states never fire</source>
        <translation>%2 的 %1 在 %3 不触发：它是被动状态，被动状态从不触发</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 does not fire at %3: this is not one of its timings</source>
        <translation>%2 的 %1 在 %3 不触发：这不是它的触发时机</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 does not fire at %3: it has no triggers left</source>
        <translation>%2 的 %1 在 %3 不触发：没有剩余触发次数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 does not fire at %3</source>
        <translation>%2 的 %1 在 %3 不触发</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%2 cannot choose %1: it has no domestic command left this round</source>
        <translation>%2 不能选择 %1：本轮已没有剩余内政指令</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%2 cannot choose %1: it costs %3 power and %2 has %4</source>
        <translation>%2 不能选择 %1：需要 %3 国力，而 %2 只有 %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 does not choose %2: its score %3 is lower than %4 of %5</source>
        <translation>%1 不选择 %2：其评分 %3 低于 %5 的 %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 does not choose %2: its score %3 ties with %5, which comes first in the command list</source>
        <translation>%1 不选择 %2：其评分 %3 与 %5 相同，而 %5 在指令列表中靠前</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/nation/nationbattlenarration.cpp" line="-37"/>
        <source>The target array in %1 starts as %2 null slot(s), one per slot of the skill&apos;s pattern, before a range is chosen</source>
        <translation>在决定范围之前，%1 的目标数组先按技能模式的每个格子放一个 null，共 %2 个</translation>
    </message>
</context>
<context>
    <name>ts::gui::BattleDock</name>
    <message>
        <location filename="../../../widgets/rulesets/nation/battledock.cpp" line="+22"/>
        <source>Battle</source>
        <translation>战斗</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Battlefield</source>
        <translation>战场</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Attack order</source>
        <translation>攻击顺序</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target array</source>
        <translation>目标数组</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why this range</source>
        <translation>范围选择依据</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tables</source>
        <translation>表格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both formations, the attack order, the target array and why its range was chosen</source>
        <translation>双方阵形、攻击顺序、目标数组以及选择该范围的原因</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The attack order, the target array slot by slot and the candidate ranges, as tables</source>
        <translation>以表格显示攻击顺序、逐槽位的目标数组和候选范围</translation>
    </message>
</context>
<context>
    <name>ts::gui::BattleOrderModel</name>
    <message>
        <location filename="../../../widgets/rulesets/nation/battleordermodel.cpp" line="+32"/>
        <source>%1 (%2) uses %3: priority %4, %5 row; %6</source>
        <translation>%1（%2）使用 %3：优先级 %4，%5；%6</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>attacking now</source>
        <translation>正在攻击</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>done</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Skill priority (high first), then row (Back, Middle, Front), then the attacking nation first (001:3.3.5.2/order)</source>
        <translation>先按技能优先级（高者优先），再按排（后排、中排、前排），再以进攻方国家优先（001:3.3.5.2/order）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attacker</source>
        <translation>攻击者</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nation</source>
        <translation>国家</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skill</source>
        <translation>技能</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prio.</source>
        <translation>优先级</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Row</source>
        <translation>排</translation>
    </message>
</context>
<context>
    <name>ts::gui::BattleRangeModel</name>
    <message>
        <location filename="../../../widgets/rulesets/nation/battlerangemodel.cpp" line="+25"/>
        <source>outside</source>
        <translation>范围外</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>chosen</source>
        <translation>选定</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>skipped</source>
        <translation>已跳过</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 would be a row outside Front..Back: skipped (%2)</source>
        <translation>%1 将超出前排至后排：跳过（%2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the skill&apos;s slots of the %2 row hold living units (%3): this range is the target (%4)</source>
        <translation>%1：%2 中技能所指槽位有存活单位（%3）：此范围即为攻击目标（%4）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: no living unit in the skill&apos;s slots of the %2 row: the next candidate is checked (%3)</source>
        <translation>%1：%2 中技能所指槽位无存活单位：检查下一个候选（%3）</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Candidate range</source>
        <translation>候选范围</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Row</source>
        <translation>排</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Living</source>
        <translation>存活</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
</context>
<context>
    <name>ts::gui::BattleTargetsModel</name>
    <message>
        <location filename="../../../widgets/rulesets/nation/battletargetsmodel.cpp" line="+18"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1/%2 dead</source>
        <translation>%1/%2 死亡</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Slot [%1] is null: an empty position of the chosen range. The unit damage step stops here; the power damage counts it with an HP-loss rate of 1 (001:3.3.5.3.4/2, 001:3.3.5.3.5/2)</source>
        <translation>槽位 [%1] 为 null：所选范围中的空位。单位伤害步骤到此为止；国力伤害按 HP 损失率 1 计算（001:3.3.5.3.4/2, 001:3.3.5.3.5/2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slot [%1]: %2, HP %3 of %4</source>
        <translation>槽位 [%1]：%2，HP %3/%4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The target index points here: the unit damage step takes this slot next (001:3.3.5.3.4/1)</source>
        <translation>目标索引指向此处：单位伤害步骤接下来处理此槽位（001:3.3.5.3.4/1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unit damage: %1 = attack × damage rate, rounded up (001:3.3.5.3.4/3)</source>
        <translation>单位伤害：%1 = 攻击力 × 伤害倍率，向上取整（001:3.3.5.3.4/3）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No power damage: the attacker belongs to the defending nation (001:3.3.5.3.5/1)</source>
        <translation>无国力伤害：攻击者属于防守方国家（001:3.3.5.3.5/1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Power damage: %1 = attack × power steal rate × HP-loss rate, rounded up (001:3.3.5.3.5/2)</source>
        <translation>国力伤害：%1 = 攻击力 × 国力夺取倍率 × HP 损失率，向上取整（001:3.3.5.3.5/2）</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Slot</source>
        <translation>槽位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target</source>
        <translation>目标</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HP</source>
        <translation>HP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Damage</source>
        <translation>伤害</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power dmg</source>
        <translation>国力伤害</translation>
    </message>
</context>
<context>
    <name>ts::gui::BattlefieldWidget</name>
    <message>
        <location filename="../../../widgets/rulesets/nation/battlefieldwidget.cpp" line="+57"/>
        <source>normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 behind</source>
        <translation>后 1 排</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 behind</source>
        <translation>后 2 排</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 in front</source>
        <translation>前 1 排</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 in front</source>
        <translation>前 2 排</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>%1 · attacking</source>
        <translation>%1 · 进攻方</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 · defending</source>
        <translation>%1 · 防守方</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · fallen</source>
        <translation> · 已灭亡</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+392"/>
        <source>power %1</source>
        <translation>国力 %1</translation>
    </message>
    <message>
        <location line="-369"/>
        <source>slot %1</source>
        <translation>槽位 %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+%1 more</source>
        <translation>还有 %1 个</translation>
    </message>
    <message>
        <location line="+10"/>
        <source> ✗ no living unit</source>
        <translation> ✗ 无存活单位</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>dead</source>
        <translation>死亡</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ATK %1</source>
        <translation>攻击 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HP %1/%2</source>
        <translation>HP %1/%2</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>pending steal</source>
        <translation>暂定国力夺取量</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>this attack %1</source>
        <translation>本次攻击 %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>this attack —</source>
        <translation>本次攻击 —</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>built after the battle start processing (001:3.3.5.2/5)</source>
        <translation>在战斗开始的状态处理之后生成（001:3.3.5.2/5）</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Target array: decided next</source>
        <translation>目标数组：接下来决定</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Target array: none yet</source>
        <translation>目标数组：尚无</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Target array of %1: %2&apos;s %3 row, %4</source>
        <translation>%1 的目标数组：%2 的%3，%4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target array of %1 against %2: %3</source>
        <translation>%1 对 %2 的目标数组：%3</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>damage %1</source>
        <translation>伤害 %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not hit yet</source>
        <translation>尚未命中</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The battle&apos;s pending steal (暫定国力奪取量): the sum of every attack&apos;s power damage; at battle end the defender loses at most its power and the attacker gains the same (001:3.3.5.4/1)</source>
        <translation>战斗的暂定国力夺取量（暫定国力奪取量）：每次攻击的国力伤害之和；战斗结束时，防守方最多失去其全部国力，进攻方获得同等数额（001:3.3.5.4/1）</translation>
    </message>
</context>
<context>
    <name>ts::gui::HeldStatesModel</name>
    <message>
        <location filename="../../../widgets/rulesets/nation/heldstatesmodel.cpp" line="+24"/>
        <source>no states</source>
        <translation>无状态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 state</source>
        <translation>1 个状态</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 states</source>
        <translation>%1 个状态</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>passive</source>
        <translation>被动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>grant #%1</source>
        <translation>赋予 #%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · grant #%2</source>
        <translation>%1 · 赋予 #%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;%1&lt;/b&gt; held by %2, position %3 of its state array</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;，由 %2 持有，位于其状态数组的位置 %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>stacks: %1</source>
        <translation>层数：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>duration: %1</source>
        <translation>剩余回合数：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>remaining triggers: %1</source>
        <translation>剩余触发次数：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passive: never triggers; supplies modifiers and replacements</source>
        <translation>被动：从不触发；提供修正值和效果替换</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fires at: %1</source>
        <translation>触发时机：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;i&gt;granted or changed by the current event&lt;/i&gt;</source>
        <translation>&lt;i&gt;由当前事件赋予或更改&lt;/i&gt;</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>power %1 · fallen</source>
        <translation>国力 %1 · 已灭亡</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>power %1</source>
        <translation>国力 %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Nation states</source>
        <translation>国家状态</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>before its units in priority (001:4.2.2)</source>
        <translation>优先于其单位（001:4.2.2）</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · HP %2/%3</source>
        <translation>%1 · HP %2/%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · dead</source>
        <translation> · 死亡</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Game start</source>
        <translation>游戏开始</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1, %2&apos;s turn</source>
        <translation>第 %1 轮，%2 的回合</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round %1</source>
        <translation>第 %1 轮</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 held</source>
        <translation>%1 — 持有：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, %1 granted or changed by this event</source>
        <translation>，其中 %1 个由此事件赋予或更改</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>states panel</source>
        <translation>状态面板</translation>
    </message>
    <message>
        <location line="+17"/>
        <source> — the cursor is inside an NPC preview, which changes a copy of the game; these are the real game&apos;s states</source>
        <translation> — 光标位于 NPC 预览中，该预览修改的是游戏副本；此处显示的是实际游戏的状态</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>Holder / state</source>
        <translation>持有者 / 状态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stacks</source>
        <translation>层数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duration</source>
        <translation>剩余回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triggers left</source>
        <translation>剩余触发</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fires at</source>
        <translation>触发时机</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each nation, its own states, then each unit of its unit array; states in array order (001:4.2.2, 001:4.2.3)</source>
        <translation>每个国家先列自身状态，再列其单位数组中的各单位；状态按数组顺序排列（001:4.2.2, 001:4.2.3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stack count; — = not stackable (null)</source>
        <translation>叠加层数；— = 不可叠加（null）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turns left; ∞ = permanent (null)</source>
        <translation>剩余回合数；∞ = 永久（null）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remaining triggers; ∞ = unlimited (null)</source>
        <translation>剩余触发次数；∞ = 无限（null）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The timings the state fires at, or passive</source>
        <translation>状态的触发时机，或被动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The state&apos;s description and grant serial; a holder&apos;s place and HP</source>
        <translation>状态的说明和赋予序号；持有者的位置和 HP</translation>
    </message>
</context>
<context>
    <name>ts::gui::NationUi</name>
    <message>
        <location filename="../../../widgets/rulesets/nation/nationui.cpp" line="+36"/>
        <source>Rounds</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>R</source>
        <comment>a round&apos;s label on the timeline: R12</comment>
        <translation>R</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Round, or round.turn (e.g. 3 or 3.2):</source>
        <translation>轮次，或 轮次.回合（如 3 或 3.2）：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The trace has no round %1</source>
        <translation>跟踪中没有轮次 %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;nation(&quot;Name&quot;)&lt;/b&gt; a nation (&lt;i&gt;power, fallen, states, units&lt;/i&gt;), &lt;b&gt;unit(&quot;Name&quot;)&lt;/b&gt; a unit of any nation (&lt;i&gt;hp, maxHp, attack, row, dead, states&lt;/i&gt;), &lt;b&gt;round()&lt;/b&gt;, &lt;b&gt;battle()&lt;/b&gt; the battle under way or null (&lt;i&gt;attacker, defender, pendingPowerDamage, …&lt;/i&gt;), &lt;b&gt;state&lt;/b&gt; the whole state. E.g. &lt;code&gt;nation(&quot;South&quot;).power &amp;lt; 50&lt;/code&gt;, &lt;code&gt;battle() &amp;amp;&amp;amp; battle().attacker == &quot;North&quot;&lt;/code&gt;</source>
        <translation>&lt;b&gt;nation(&quot;名称&quot;)&lt;/b&gt; 国家（&lt;i&gt;power, fallen, states, units&lt;/i&gt;），&lt;b&gt;unit(&quot;名称&quot;)&lt;/b&gt; 任一国家的单位（&lt;i&gt;hp, maxHp, attack, row, dead, states&lt;/i&gt;），&lt;b&gt;round()&lt;/b&gt;，&lt;b&gt;battle()&lt;/b&gt; 进行中的战斗或 null（&lt;i&gt;attacker, defender, pendingPowerDamage, …&lt;/i&gt;），&lt;b&gt;state&lt;/b&gt; 整个状态。例如 &lt;code&gt;nation(&quot;South&quot;).power &amp;lt; 50&lt;/code&gt;，&lt;code&gt;battle() &amp;amp;&amp;amp; battle().attacker == &quot;North&quot;&lt;/code&gt;</translation>
    </message>
</context>
<context>
    <name>ts::gui::NpcDecisionDock</name>
    <message>
        <location filename="../../../widgets/rulesets/nation/npcdecisiondock.cpp" line="+33"/>
        <source>NPC Decision</source>
        <translation>NPC 决策</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>A domestic choice: the decision phase (military powers and belligerence) comes after the domestic phase.</source>
        <translation>内政选择：行动判断阶段（军力与好战度）在内政阶段之后进行。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Own military power %1 × belligerence %2 = %3</source>
        <translation>本国军力 %1 × 好战度 %2 = %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No hostile nation left to battle (all fallen or none named).</source>
        <translation>没有可交战的敌对国（均已灭亡或未指定）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Closest hostile nation in military power: %1 with %2</source>
        <translation>军力最接近的敌对国：%1（%2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 &gt; %2: battle against %3 (001:3.3.3/2)</source>
        <translation>%1 &gt; %2：与 %3 战斗（001:3.3.3/2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 ≤ %2: no battle; the action commands are previewed (001:3.3.3/3)</source>
        <translation>%1 ≤ %2：不战斗；预览行动指令（001:3.3.3/3）</translation>
    </message>
</context>
<context>
    <name>ts::gui::NpcDecisionModel</name>
    <message>
        <location filename="../../../widgets/rulesets/nation/npcdecisionmodel.cpp" line="+41"/>
        <source>1 domestic command</source>
        <translation>1 条内政指令</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 domestic commands</source>
        <translation>%1 条内政指令</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 action command</source>
        <translation>1 条行动指令</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 action commands</source>
        <translation>%1 条行动指令</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>battle</source>
        <translation>战斗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing to do</source>
        <translation>无可执行的行动</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Domestic phase: the best domestic command (001:3.3.2/npc-2)</source>
        <translation>内政阶段：最佳内政指令（001:3.3.2/npc-2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decision phase: no battle, the best action command (001:3.3.3/3)</source>
        <translation>行动判断阶段：不战斗，最佳行动指令（001:3.3.3/3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decision phase: battle (001:3.3.3/2)</source>
        <translation>行动判断阶段：战斗（001:3.3.3/2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decision phase: no battle and no selectable action command</source>
        <translation>行动判断阶段：不战斗，且无可选的行动指令</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>NPC decision panel</source>
        <translation>NPC 决策面板</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No NPC decision yet</source>
        <translation>尚无 NPC 决策</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>as good as %1, which comes first in the list (ties go to the first)</source>
        <translation>与 %1 同分，而 %1 在列表中更靠前（同分时取靠前者）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>chosen: the highest score, first of %1 tied</source>
        <translation>已选：最高分，%1 个同分中的第一个</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>chosen: the highest score</source>
        <translation>已选：最高分</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1, round %2: battle against %3</source>
        <translation>%1，第 %2 轮：与 %3 战斗</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, round %2: runs %3, the best of %4</source>
        <translation>%1，第 %2 轮：执行 %3（%4中的最佳）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, round %2: %3</source>
        <translation>%1，第 %2 轮：%3</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>power × target military ratio + Σ(HP + attack) of the living Front units, after the preview, exactly (001:3.3.2/score)</source>
        <translation>预览后的 国力 × 目标军力比率 + 前排存活单位的 Σ(HP + 攻击力) 的精确值（001:3.3.2/score）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the exact score rounded up, as the event log shows it</source>
        <translation>精确分数向上取整，与事件日志中的显示一致</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>previewed on a deep copy of the game (001:3.3.2/npc-1)</source>
        <translation>在游戏的深拷贝上预览（001:3.3.2/npc-1）</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Command</source>
        <translation>指令</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score (exact)</source>
        <translation>分数（精确）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>分数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
</context>
<context>
    <name>ts::gui::PowerChartDock</name>
    <message>
        <location filename="../../../widgets/rulesets/nation/powerchartdock.cpp" line="+18"/>
        <source>Power Chart</source>
        <translation>国力图表</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>power chart</source>
        <translation>国力图表</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Power per round: the game start. Click a round to go to it.</source>
        <translation>每轮国力：游戏开始时。点击某一轮可跳转到该轮。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Power per round, up to the end of round %1. Click a round to go to it.</source>
        <translation>每轮国力，截至第 %1 轮结束。点击某一轮可跳转到该轮。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power per round, round %1 under way. Click a round to go to it.</source>
        <translation>每轮国力，第 %1 轮进行中。点击某一轮可跳转到该轮。</translation>
    </message>
</context>
<context>
    <name>ts::gui::PowerChartView</name>
    <message>
        <location filename="../../../widgets/rulesets/nation/powerchartview.cpp" line="+81"/>
        <source>Round (0 = start; each point is the power at the round&apos;s end)</source>
        <translation>轮次（0 = 开始；每个点为该轮结束时的国力）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Power</source>
        <translation>国力</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (rest of the game)</source>
        <translation>%1（后续）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (at the cursor)</source>
        <translation>%1（至光标处）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cursor</source>
        <translation>光标</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>&lt;b&gt;Start&lt;/b&gt; (click: go to the game start)</source>
        <translation>&lt;b&gt;开始&lt;/b&gt;（点击：转到游戏开始）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;End of round %1&lt;/b&gt; (click: go to the round&apos;s start)</source>
        <translation>&lt;b&gt;第 %1 轮结束&lt;/b&gt;（点击：转到该轮开始）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;i&gt;round %1 is under way at the cursor&lt;/i&gt;</source>
        <translation>&lt;i&gt;光标处第 %1 轮正在进行&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>ts::gui::StateQueueDock</name>
    <message>
        <location filename="../../../widgets/rulesets/nation/statequeuedock.cpp" line="+20"/>
        <source>State Queue</source>
        <translation>状态处理队列</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>fired</source>
        <translation>已触发</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>skipped</source>
        <translation>已跳过</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pending</source>
        <translation>待处理</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>granted meanwhile, not queued</source>
        <translation>期间赋予，未入队</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>popped last</source>
        <translation>最近弹出</translation>
    </message>
</context>
<context>
    <name>ts::gui::StateQueueModel</name>
    <message>
        <location filename="../../../widgets/rulesets/nation/statequeuemodel.cpp" line="+37"/>
        <source>pending</source>
        <translation>待处理</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fired</source>
        <translation>已触发</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>skipped: removed</source>
        <translation>跳过：已移除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>skipped: passive</source>
        <translation>跳过：被动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>skipped: wrong timing</source>
        <translation>跳过：时机不符</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>skipped: no triggers left</source>
        <translation>跳过：无剩余触发次数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not queued</source>
        <translation>未入队</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 fired</source>
        <translation>已触发 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 skipped</source>
        <translation>跳过 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 pending</source>
        <translation>待处理 %1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>waiting; passive, so it will be skipped</source>
        <translation>等待中；为被动状态，将被跳过</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting; fires at %1</source>
        <translation>等待中；在 %1 触发</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting; not a %1 state (fires at: %2)</source>
        <translation>等待中；不是在 %1 触发的状态（触发时机：%2）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>effects applied; fires without limit</source>
        <translation>已应用效果；无限次触发</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>effects applied; triggers left: %1</source>
        <translation>已应用效果；剩余触发次数：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>effects applied; no longer held (used up or removed)</source>
        <translation>已应用效果；已不再持有（已用尽或被移除）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no longer held when popped: removed after the queue was built (001:4.2/fixed)</source>
        <translation>弹出时已不再持有：在队列建立后被移除（001:4.2/fixed）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a passive state never triggers; it only modifies</source>
        <translation>被动状态从不触发，只提供修正</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>fires at no timing at all, so not at %1</source>
        <translation>没有任何触发时机，因此不会在 %1 触发</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fires at %1, not at %2</source>
        <translation>在 %1 触发，而不是 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no triggers left (remaining triggers: 0)</source>
        <translation>无剩余触发次数（剩余触发次数：0）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b&gt;#%1 %2&lt;/b&gt; of %3</source>
        <translation>&lt;b&gt;#%1 %2&lt;/b&gt;（%3）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>timings: %1</source>
        <translation>触发时机：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>grant #%1 of this state (its serial)</source>
        <translation>此状态的赋予 #%1（其序号）</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>next in turn order (001:4.2.1)</source>
        <translation>按回合顺序的下一个（001:4.2.1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>first in turn order: no nation has the turn (001:4.2.1)</source>
        <translation>按回合顺序排第一：当前没有国家的回合（001:4.2.1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the turn player comes first (001:4.2.1)</source>
        <translation>当前回合玩家排在最前（001:4.2.1）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 — nation states</source>
        <translation>%1 — 国家状态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a nation&apos;s own states come before its units&apos; (001:4.2.2)</source>
        <translation>国家自身的状态先于其单位的状态（001:4.2.2）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unit %1 of the unit array (001:4.2.2)</source>
        <translation>单位数组中的单位 %1（001:4.2.2）</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Granted during this processing</source>
        <translation>本次处理期间赋予</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the queue is fixed when built: new grants wait for the next processing (001:4.2/fixed)</source>
        <translation>队列在建立时即固定：新赋予的状态等待下一次处理（001:4.2/fixed）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 on %2</source>
        <translation>%2 上的 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>granted by the effects of #%1 %2</source>
        <translation>由 #%1 %2 的效果赋予</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>granted before the first pop</source>
        <translation>在首次弹出之前赋予</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>holds no state: nothing queued</source>
        <translation>未持有状态：无入队项</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No state processing yet</source>
        <translation>尚无状态处理</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>round %1</source>
        <translation>第 %1 轮</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>round %1, %2&apos;s turn</source>
        <translation>第 %1 轮，%2 的回合</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>nothing queued: no nation or unit holds a state</source>
        <translation>队列为空：没有国家或单位持有状态</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 queued, none popped yet</source>
        <translation>%1 项入队，尚未弹出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 queued, #%2 popped</source>
        <translation>%1 项入队，已弹出 #%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 queued, done: %2 fired</source>
        <translation>%1 项入队，已完成：%2 项触发</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, %1 granted meanwhile (not queued)</source>
        <translation>，期间赋予 %1 项（未入队）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 processing — %2: %3</source>
        <translation>%1 状态处理 — %2：%3</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>state queue</source>
        <translation>状态处理队列</translation>
    </message>
    <message>
        <location line="+17"/>
        <source> — the cursor is inside an NPC preview, which processes a copy of the game; this is the real game&apos;s queue</source>
        <translation> — 光标位于 NPC 预览中，该预览处理的是游戏副本；此处显示的是实际游戏的队列</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>Queue (priority order)</source>
        <translation>队列（按优先级）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nations from the turn player on, each nation&apos;s own states before its units&apos;, each holder&apos;s states in array order (001:4.2/fixed)</source>
        <translation>从当前回合玩家开始依次排列国家，每个国家自身的状态先于其单位的状态，每个持有者的状态按数组顺序（001:4.2/fixed）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fired, skipped (removed, passive, wrong timing, no triggers left) or still pending (001:4.4)</source>
        <translation>已触发、跳过（已移除、被动、时机不符、无剩余触发次数）或仍待处理（001:4.4）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why the entry fired or was skipped</source>
        <translation>该项触发或被跳过的原因</translation>
    </message>
</context>
<context>
    <name>ts::gui::StatesDock</name>
    <message>
        <location filename="../../../widgets/rulesets/nation/statesdock.cpp" line="+15"/>
        <source>States</source>
        <translation>状态</translation>
    </message>
</context>
</TS>
