<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>BattleSnapshot</name>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="65"/>
        <source>battle view</source>
        <translation>戦闘ビュー</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="172"/>
        <source>outside Front..Back</source>
        <translation>前線〜後衛の外</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="178"/>
        <source>not decided yet</source>
        <translation>未決定</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="179"/>
        <source>normal range</source>
        <translation>正規の範囲</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="180"/>
        <source>one row behind</source>
        <translation>1つ後ろ</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="181"/>
        <source>two rows behind</source>
        <translation>2つ後ろ</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="182"/>
        <source>one row in front</source>
        <translation>1つ手前</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="183"/>
        <source>two rows in front</source>
        <translation>2つ手前</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="184"/>
        <source>empty Front row: all null</source>
        <translation>前線が空: すべて null</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="185"/>
        <source>no living unit in any range: all null</source>
        <translation>どの範囲にも生存ユニットなし: すべて null</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="193"/>
        <source>The target array is decided next (001:3.3.5.3.2).</source>
        <translation>次に被攻撃ユニット配列が決定されます (001:3.3.5.3.2)。</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="196"/>
        <source>%1 has no living unit in its Front row: the target array stays all null (001:3.3.5.3.2/2).</source>
        <translation>%1 の前線に生存ユニットがいません: 被攻撃ユニット配列はすべて null のままです (001:3.3.5.3.2/2)。</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="201"/>
        <source>%1 is outside Front..Back</source>
        <translation>%1は前線〜後衛の外</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="202"/>
        <source>%1 (%2) is empty</source>
        <translation>%1 (%2) は空</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="205"/>
        <source>Every candidate range of %1 is empty: the target array is all null.</source>
        <translation>%1 の候補範囲はすべて空です: 被攻撃ユニット配列はすべて null です。</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="207"/>
        <source>%1 (%2) has 1 living unit</source>
        <translation>%1 (%2) に生存ユニット 1 体</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="208"/>
        <source>%1 (%2) has %3 living units</source>
        <translation>%1 (%2) に生存ユニット %3 体</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="209"/>
        <source>Chosen: %1.</source>
        <translation>決定: %1。</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="209"/>
        <source>Chosen: %1, %2.</source>
        <translation>決定: %1、%2。</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="216"/>
        <source>No battle yet: the view fills when a nation goes to battle (001:3.3.5)</source>
        <translation>まだ戦闘はありません: 国家が戦闘に入るとここに表示されます (001:3.3.5)</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="220"/>
        <source>%1 attacks %2</source>
        <translation>%1 が %2 を攻撃</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="221"/>
        <source>Last battle: %1 against %2, ended</source>
        <translation>直前の戦闘: %1 対 %2 (終了)</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="225"/>
        <source>%1 — battle start</source>
        <translation>%1 — 戦闘開始</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="227"/>
        <source>%1 — attack %2 of %3: %4 uses %5</source>
        <translation>%1 — 攻撃 %2/%3: %4 が %5 を使用</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="233"/>
        <source>%1 — every attack done, battle end</source>
        <translation>%1 — 全攻撃完了、戦闘終了</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="234"/>
        <source>%1 — attack %2 of %3 next</source>
        <translation>%1 — 次は攻撃 %2/%3</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="251"/>
        <source>&lt;b&gt;%1&lt;/b&gt; of %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2)</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="252"/>
        <source>on the Bench</source>
        <translation>ベンチに配置</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="252"/>
        <source>%1 row, slot %2</source>
        <translation>%1、スロット %2</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="253"/>
        <source>HP %1 of %2, attack %3</source>
        <translation>HP %1/%2、攻撃力 %3</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="255"/>
        <source>dead: the position counts as empty (001:3.3.5.3.2)</source>
        <translation>死亡: このポジションは空として扱われます (001:3.3.5.3.2)</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="257"/>
        <source>the current attacker, with %1</source>
        <translation>攻撃中ユニット (%1 を使用)</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="259"/>
        <source>slot [%1] of the target array</source>
        <translation>被攻撃ユニット配列のスロット [%1]</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="267"/>
        <source>&lt;b&gt;[%1] null&lt;/b&gt;: an empty position of the range; its power damage counts an HP-loss rate of 1</source>
        <translation>&lt;b&gt;[%1] null&lt;/b&gt;: 範囲内の空きポジション。国力ダメージでは対象HP損失率 1 として扱います</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="268"/>
        <source>&lt;b&gt;[%1] %2&lt;/b&gt;, HP %3 of %4</source>
        <translation>&lt;b&gt;[%1] %2&lt;/b&gt;、HP %3/%4</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="270"/>
        <source>unit damage %1 (001:3.3.5.3.4/3)</source>
        <translation>ユニットダメージ %1 (001:3.3.5.3.4/3)</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="272"/>
        <source>power damage %1 (001:3.3.5.3.5/2)</source>
        <translation>国力ダメージ %1 (001:3.3.5.3.5/2)</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="274"/>
        <source>the target index: the unit damage step takes this slot next</source>
        <translation>被攻撃ユニットインデックス: ユニットダメージステップは次にこのスロットを処理します</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="281"/>
        <source>attacking now</source>
        <translation>攻撃中</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="282"/>
        <source>done</source>
        <translation>完了</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="283"/>
        <source>waiting</source>
        <translation>待機中</translation>
    </message>
    <message>
        <location filename="../../widgets/battlesnapshot.cpp" line="284"/>
        <source>Attack %1: %2 of %3 uses %4 (priority %5, %6 row): %7</source>
        <translation>攻撃 %1: %3 の %2 が %4 を使用 (優先度 %5、%6): %7</translation>
    </message>
</context>
<context>
    <name>BattlefieldLayout</name>
    <message>
        <location filename="../../widgets/battlefieldlayout.h" line="50"/>
        <source>Attack order</source>
        <translation>攻撃順序</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldlayout.h" line="51"/>
        <source>Bench</source>
        <translation>ベンチ</translation>
    </message>
</context>
<context>
    <name>NationNames</name>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="57"/>
        <source>No session</source>
        <translation>セッションなし</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="58"/>
        <source>The %1 belongs to the nation ruleset</source>
        <translation>%1 は nation ルールセット用です</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="64"/>
        <source>nation %1</source>
        <translation>国家 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="72"/>
        <source>unit %1</source>
        <translation>ユニット %1</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="83"/>
        <source>state %1</source>
        <translation>ステート %1</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="95"/>
        <source>skill %1</source>
        <translation>スキル %1</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="101"/>
        <source>command %1</source>
        <translation>コマンド %1</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="107"/>
        <source>Front</source>
        <translation>前線</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="108"/>
        <source>Middle</source>
        <translation>中衛</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="109"/>
        <source>Back</source>
        <translation>後衛</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="110"/>
        <source>Bench</source>
        <translation>ベンチ</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="112"/>
        <source>row %1</source>
        <translation>ポジション %1</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="133"/>
        <source>not stackable (stacks: null)</source>
        <translation>スタック不可 (stacks: null)</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="134"/>
        <source>1 stack</source>
        <translation>1 スタック</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="134"/>
        <source>%1 stacks</source>
        <translation>%1 スタック</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="134"/>
        <source>; a new grant adds one (001:4.3/3.1)</source>
        <translation>、再付与のたびに 1 増加 (001:4.3/3.1)</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="140"/>
        <source>permanent (duration: null)</source>
        <translation>永続 (duration: null)</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="141"/>
        <source>1 turn left</source>
        <translation>残り 1 ターン</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="141"/>
        <source>%1 turns left</source>
        <translation>残り %1 ターン</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="142"/>
        <source>; counts down after its nation&apos;s turn end, removed at 0 (001:4.4/duration)</source>
        <translation>、所属国家のターン終了後に減少し、0 で削除 (001:4.4/duration)</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="148"/>
        <source>fires without limit (remaining triggers: null)</source>
        <translation>無制限に発動 (残り発動回数: null)</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="149"/>
        <source>1 trigger left</source>
        <translation>残り発動回数 1</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="149"/>
        <source>%1 triggers left</source>
        <translation>残り発動回数 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/statesnames.cpp" line="149"/>
        <source>; removed when it reaches 0 (001:4.4/2)</source>
        <translation>、0 になると削除 (001:4.4/2)</translation>
    </message>
</context>
<context>
    <name>Periods</name>
    <message>
        <location filename="../../widgets/periods.cpp" line="10"/>
        <source>Rounds</source>
        <translation>ラウンド</translation>
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
        <translation>ターン</translation>
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
        <translation>戦闘</translation>
    </message>
    <message>
        <location filename="../../widgets/battledock.cpp" line="43"/>
        <source>Battlefield</source>
        <translation>戦場</translation>
    </message>
    <message>
        <location filename="../../widgets/battledock.cpp" line="54"/>
        <source>Attack order</source>
        <translation>攻撃順序</translation>
    </message>
    <message>
        <location filename="../../widgets/battledock.cpp" line="55"/>
        <source>Target array</source>
        <translation>被攻撃ユニット配列</translation>
    </message>
    <message>
        <location filename="../../widgets/battledock.cpp" line="56"/>
        <source>Why this range</source>
        <translation>範囲の決定理由</translation>
    </message>
    <message>
        <location filename="../../widgets/battledock.cpp" line="60"/>
        <source>Tables</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <location filename="../../widgets/battledock.cpp" line="61"/>
        <source>Both formations, the attack order, the target array and why its range was chosen</source>
        <translation>両軍の陣形、攻撃順序、被攻撃ユニット配列、およびその範囲が選ばれた理由</translation>
    </message>
    <message>
        <location filename="../../widgets/battledock.cpp" line="62"/>
        <source>The attack order, the target array slot by slot and the candidate ranges, as tables</source>
        <translation>攻撃順序、スロットごとの被攻撃ユニット配列、候補範囲をテーブルで表示</translation>
    </message>
</context>
<context>
    <name>ts::gui::BattleOrderModel</name>
    <message>
        <location filename="../../widgets/battleordermodel.cpp" line="31"/>
        <source>%1 (%2) uses %3: priority %4, %5 row; %6</source>
        <translation>%1 (%2) が %3 を使用: 優先度 %4、%5、%6</translation>
    </message>
    <message>
        <location filename="../../widgets/battleordermodel.cpp" line="34"/>
        <source>attacking now</source>
        <translation>攻撃中</translation>
    </message>
    <message>
        <location filename="../../widgets/battleordermodel.cpp" line="34"/>
        <source>done</source>
        <translation>完了</translation>
    </message>
    <message>
        <location filename="../../widgets/battleordermodel.cpp" line="34"/>
        <source>waiting</source>
        <translation>待機中</translation>
    </message>
    <message>
        <location filename="../../widgets/battleordermodel.cpp" line="58"/>
        <source>Skill priority (high first), then row (Back, Middle, Front), then the attacking nation first (001:3.3.5.2/order)</source>
        <translation>スキルの優先度 (高い順)、次にポジション (後衛、中衛、前線の順)、次に攻撃側国家が先 (001:3.3.5.2/order)</translation>
    </message>
    <message>
        <location filename="../../widgets/battleordermodel.cpp" line="62"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../../widgets/battleordermodel.cpp" line="63"/>
        <source>Attacker</source>
        <translation>攻撃者</translation>
    </message>
    <message>
        <location filename="../../widgets/battleordermodel.cpp" line="64"/>
        <source>Nation</source>
        <translation>国家</translation>
    </message>
    <message>
        <location filename="../../widgets/battleordermodel.cpp" line="65"/>
        <source>Skill</source>
        <translation>スキル</translation>
    </message>
    <message>
        <location filename="../../widgets/battleordermodel.cpp" line="66"/>
        <source>Prio.</source>
        <translation>優先度</translation>
    </message>
    <message>
        <location filename="../../widgets/battleordermodel.cpp" line="67"/>
        <source>Row</source>
        <translation>ポジション</translation>
    </message>
</context>
<context>
    <name>ts::gui::BattleRangeModel</name>
    <message>
        <location filename="../../widgets/battlerangemodel.cpp" line="24"/>
        <source>outside</source>
        <translation>範囲外</translation>
    </message>
    <message>
        <location filename="../../widgets/battlerangemodel.cpp" line="26"/>
        <source>chosen</source>
        <translation>決定</translation>
    </message>
    <message>
        <location filename="../../widgets/battlerangemodel.cpp" line="26"/>
        <source>skipped</source>
        <translation>スキップ</translation>
    </message>
    <message>
        <location filename="../../widgets/battlerangemodel.cpp" line="26"/>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <location filename="../../widgets/battlerangemodel.cpp" line="31"/>
        <source>%1 would be a row outside Front..Back: skipped (%2)</source>
        <translation>%1は前線〜後衛の外になるためスキップ (%2)</translation>
    </message>
    <message>
        <location filename="../../widgets/battlerangemodel.cpp" line="33"/>
        <source>%1: the skill&apos;s slots of the %2 row hold living units (%3): this range is the target (%4)</source>
        <translation>%1: %2 のスキル対象スロットに生存ユニットあり (%3): この範囲が攻撃対象 (%4)</translation>
    </message>
    <message>
        <location filename="../../widgets/battlerangemodel.cpp" line="37"/>
        <source>%1: no living unit in the skill&apos;s slots of the %2 row: the next candidate is checked (%3)</source>
        <translation>%1: %2 のスキル対象スロットに生存ユニットなし: 次の候補を確認 (%3)</translation>
    </message>
    <message>
        <location filename="../../widgets/battlerangemodel.cpp" line="63"/>
        <source>Candidate range</source>
        <translation>候補範囲</translation>
    </message>
    <message>
        <location filename="../../widgets/battlerangemodel.cpp" line="64"/>
        <source>Row</source>
        <translation>ポジション</translation>
    </message>
    <message>
        <location filename="../../widgets/battlerangemodel.cpp" line="65"/>
        <source>Living</source>
        <translation>生存</translation>
    </message>
    <message>
        <location filename="../../widgets/battlerangemodel.cpp" line="66"/>
        <source>Result</source>
        <translation>結果</translation>
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
        <translation>スロット [%1] は null: 決定した範囲の空きポジションです。ユニットダメージステップはここで終わり、国力ダメージでは対象HP損失率 1 として扱います (001:3.3.5.3.4/2, 001:3.3.5.3.5/2)</translation>
    </message>
    <message>
        <location filename="../../widgets/battletargetsmodel.cpp" line="41"/>
        <source>Slot [%1]: %2, HP %3 of %4</source>
        <translation>スロット [%1]: %2、HP %3/%4</translation>
    </message>
    <message>
        <location filename="../../widgets/battletargetsmodel.cpp" line="43"/>
        <source>The target index points here: the unit damage step takes this slot next (001:3.3.5.3.4/1)</source>
        <translation>被攻撃ユニットインデックスはここを指しています: ユニットダメージステップは次にこのスロットを処理します (001:3.3.5.3.4/1)</translation>
    </message>
    <message>
        <location filename="../../widgets/battletargetsmodel.cpp" line="45"/>
        <source>Unit damage: %1 = attack × damage rate, rounded up (001:3.3.5.3.4/3)</source>
        <translation>ユニットダメージ: %1 = 攻撃力 × 攻撃倍率 (切り上げ) (001:3.3.5.3.4/3)</translation>
    </message>
    <message>
        <location filename="../../widgets/battletargetsmodel.cpp" line="47"/>
        <source>No power damage: the attacker belongs to the defending nation (001:3.3.5.3.5/1)</source>
        <translation>国力ダメージなし: 攻撃者は防御側国家に属しています (001:3.3.5.3.5/1)</translation>
    </message>
    <message>
        <location filename="../../widgets/battletargetsmodel.cpp" line="49"/>
        <source>Power damage: %1 = attack × power steal rate × HP-loss rate, rounded up (001:3.3.5.3.5/2)</source>
        <translation>国力ダメージ: %1 = 攻撃力 × 国力奪取倍率 × 対象HP損失率 (切り上げ) (001:3.3.5.3.5/2)</translation>
    </message>
    <message>
        <location filename="../../widgets/battletargetsmodel.cpp" line="93"/>
        <source>Slot</source>
        <translation>スロット</translation>
    </message>
    <message>
        <location filename="../../widgets/battletargetsmodel.cpp" line="94"/>
        <source>Target</source>
        <translation>対象</translation>
    </message>
    <message>
        <location filename="../../widgets/battletargetsmodel.cpp" line="95"/>
        <source>HP</source>
        <translation>HP</translation>
    </message>
    <message>
        <location filename="../../widgets/battletargetsmodel.cpp" line="96"/>
        <source>Damage</source>
        <translation>ダメージ</translation>
    </message>
    <message>
        <location filename="../../widgets/battletargetsmodel.cpp" line="97"/>
        <source>Power dmg</source>
        <translation>国力ダメージ</translation>
    </message>
</context>
<context>
    <name>ts::gui::BattlefieldWidget</name>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="40"/>
        <source>normal</source>
        <translation>正規</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="41"/>
        <source>1 behind</source>
        <translation>1つ後ろ</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="42"/>
        <source>2 behind</source>
        <translation>2つ後ろ</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="43"/>
        <source>1 in front</source>
        <translation>1つ手前</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="44"/>
        <source>2 in front</source>
        <translation>2つ手前</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="156"/>
        <source>%1 · attacking</source>
        <translation>%1 · 攻撃側</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="156"/>
        <source>%1 · defending</source>
        <translation>%1 · 防御側</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="158"/>
        <source> · fallen</source>
        <translation> · 滅亡</translation>
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
        <translation>スロット %1</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="218"/>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="220"/>
        <source>+%1 more</source>
        <translation>他 %1 体</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="230"/>
        <source> ✗ no living unit</source>
        <translation> ✗ 生存ユニットなし</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="343"/>
        <source>dead</source>
        <translation>死亡</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="343"/>
        <source>ATK %1</source>
        <translation>攻撃 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="344"/>
        <source>HP %1/%2</source>
        <translation>HP %1/%2</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="379"/>
        <source>pending steal</source>
        <translation>暫定国力奪取量</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="396"/>
        <source>this attack %1</source>
        <translation>今回の攻撃 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="396"/>
        <source>this attack —</source>
        <translation>今回の攻撃 —</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="415"/>
        <source>built after the battle start processing (001:3.3.5.2/5)</source>
        <translation>戦闘開始時のステート処理の後に決定 (001:3.3.5.2/5)</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="460"/>
        <source>Target array: decided next</source>
        <translation>被攻撃ユニット配列: 次に決定</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="460"/>
        <source>Target array: none yet</source>
        <translation>被攻撃ユニット配列: まだなし</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="464"/>
        <source>Target array of %1: %2&apos;s %3 row, %4</source>
        <translation>%1 の被攻撃ユニット配列: %2 の %3 (%4)</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="466"/>
        <source>Target array of %1 against %2: %3</source>
        <translation>%1 の %2 に対する被攻撃ユニット配列: %3</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="526"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="531"/>
        <source>damage %1</source>
        <translation>ダメージ %1</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="531"/>
        <source>not hit yet</source>
        <translation>未攻撃</translation>
    </message>
    <message>
        <location filename="../../widgets/battlefieldwidget.cpp" line="555"/>
        <source>The battle&apos;s pending steal (暫定国力奪取量): the sum of every attack&apos;s power damage; at battle end the defender loses at most its power and the attacker gains the same (001:3.3.5.4/1)</source>
        <translation>戦闘の暫定国力奪取量: 各攻撃の国力ダメージの合計。戦闘終了時、防御側国家は最大で自国の国力まで失い、攻撃側国家は同じ額を得ます (001:3.3.5.4/1)</translation>
    </message>
</context>
<context>
    <name>ts::gui::BreakpointModel</name>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="104"/>
        <location filename="../../widgets/breakpointmodel.cpp" line="105"/>
        <location filename="../../widgets/breakpointmodel.cpp" line="106"/>
        <source>any</source>
        <translation>すべて</translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/breakpointmodel.cpp" line="128"/>
        <source>Evaluated %n time(s) without error</source>
        <translation>
            <numerusform>%n 回評価し、エラーなし</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="129"/>
        <source>%1
at event #%2 (%3 of %4 evaluations failed; a failed evaluation counts as false)</source>
        <translation>%1
イベント #%2 で発生 (%4 回の評価のうち %3 回が失敗。失敗した評価は false として扱われます)</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="136"/>
        <source>Breakpoint #%1 is enabled</source>
        <translation>ブレークポイント #%1 は有効です</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="136"/>
        <source>Breakpoint #%1 is disabled</source>
        <translation>ブレークポイント #%1 は無効です</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="138"/>
        <source>Times the debugger stopped here</source>
        <translation>デバッガがここで停止した回数</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="174"/>
        <source>Enabled</source>
        <translation>有効</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="175"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="176"/>
        <source>Clause</source>
        <translation>条項</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="177"/>
        <source>Entity</source>
        <translation>エンティティ</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="178"/>
        <source>Condition</source>
        <translation>条件</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="179"/>
        <source>Hits</source>
        <translation>ヒット数</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="183"/>
        <source>A JavaScript expression over the state, e.g. unit(&quot;Player&quot;).hp &lt;= 10 &amp;&amp; turn() &gt;= 2</source>
        <translation>状態に対する JavaScript の式。例: unit(&quot;Player&quot;).hp &lt;= 10 &amp;&amp; turn() &gt;= 2</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="197"/>
        <location filename="../../widgets/breakpointmodel.cpp" line="238"/>
        <source>No game is open</source>
        <translation>ゲームが開かれていません</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="204"/>
        <source>Unknown event kind &quot;%1&quot;</source>
        <translation>不明なイベントの種類 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="211"/>
        <source>Unknown rule clause &quot;%1&quot;</source>
        <translation>不明なルール条項 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="217"/>
        <source>Unknown entity &quot;%1&quot;</source>
        <translation>不明なエンティティ &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="234"/>
        <source>Give a kind, a clause, an entity or a condition</source>
        <translation>種類、条項、エンティティ、条件のいずれかを指定してください</translation>
    </message>
</context>
<context>
    <name>ts::gui::BreakpointsDock</name>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="33"/>
        <source>Breakpoints</source>
        <translation>ブレークポイント</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="45"/>
        <source>Add…</source>
        <translation>追加…</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="47"/>
        <source>Add a breakpoint on a kind, a clause, an entity or a condition</source>
        <translation>種類、条項、エンティティ、条件のいずれかでブレークポイントを追加する</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="48"/>
        <location filename="../../widgets/breakpointsdock.cpp" line="132"/>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="49"/>
        <source>Remove the selected breakpoints (Del)</source>
        <translation>選択したブレークポイントを削除する (Del)</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="51"/>
        <source>Enable All</source>
        <translation>すべて有効</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="52"/>
        <source>Disable All</source>
        <translation>すべて無効</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="69"/>
        <source>any clause, e.g. 000:merge</source>
        <translation>すべての条項 (例: 000:merge)</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="77"/>
        <source>always, or e.g. unit(&quot;Player&quot;).hp &lt;= 10 &amp;&amp; turn() &gt;= 2</source>
        <translation>常に停止、または 例: unit(&quot;Player&quot;).hp &lt;= 10 &amp;&amp; turn() &gt;= 2</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="79"/>
        <source>A JavaScript expression over the state at the event: state, unit(name), turn(), run()</source>
        <translation>イベント時点の状態に対する JavaScript の式: state、unit(name)、turn()、run()</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="80"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="81"/>
        <source>Clause</source>
        <translation>条項</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="82"/>
        <source>Entity</source>
        <translation>エンティティ</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="83"/>
        <source>Condition</source>
        <translation>条件</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="91"/>
        <source>Add Breakpoint</source>
        <translation>ブレークポイントを追加</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="121"/>
        <source>No breakpoints.
Press F9 on an event, click the log&apos;s gutter, or use Add…</source>
        <translation>ブレークポイントはありません。
イベント上で F9 を押すか、ログの左端をクリックするか、「追加…」を使います</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="182"/>
        <source>any kind</source>
        <translation>すべての種類</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="183"/>
        <source>any entity</source>
        <translation>すべてのエンティティ</translation>
    </message>
</context>
<context>
    <name>ts::gui::ConditionEngine</name>
    <message>
        <location filename="../../widgets/conditionengine.cpp" line="116"/>
        <source>Unbalanced &apos;%1&apos; at column %2</source>
        <translation>%2 桁目の &apos;%1&apos; が対応していません</translation>
    </message>
    <message>
        <location filename="../../widgets/conditionengine.cpp" line="125"/>
        <source>Missing &apos;%1&apos; at the end</source>
        <translation>末尾に &apos;%1&apos; がありません</translation>
    </message>
    <message>
        <location filename="../../widgets/conditionengine.cpp" line="215"/>
        <source>Uncaught exception: %1</source>
        <translation>捕捉されない例外: %1</translation>
    </message>
    <message>
        <location filename="../../widgets/conditionengine.cpp" line="221"/>
        <source> (line %1)</source>
        <translation> (%1 行目)</translation>
    </message>
    <message>
        <location filename="../../widgets/conditionengine.cpp" line="238"/>
        <source>The condition is empty</source>
        <translation>条件が空です</translation>
    </message>
    <message>
        <location filename="../../widgets/conditionengine.cpp" line="247"/>
        <source>&apos;%1&apos; is not allowed: a condition is a single expression, without loops</source>
        <translation>&apos;%1&apos; は使用できません: 条件はループを含まない単一の式です</translation>
    </message>
    <message>
        <location filename="../../widgets/conditionengine.cpp" line="250"/>
        <source>&quot;use strict&quot; is not allowed in a condition</source>
        <translation>条件では &quot;use strict&quot; を使用できません</translation>
    </message>
    <message>
        <location filename="../../widgets/conditionengine.cpp" line="269"/>
        <source>The condition did not compile to a function</source>
        <translation>条件を関数にコンパイルできませんでした</translation>
    </message>
    <message>
        <location filename="../../widgets/conditionengine.cpp" line="291"/>
        <source>The condition is not compiled</source>
        <translation>条件がコンパイルされていません</translation>
    </message>
    <message>
        <location filename="../../widgets/conditionengine.cpp" line="313"/>
        <source>The condition ran longer than %1 ms and was stopped</source>
        <translation>条件の実行が %1 ミリ秒を超えたため停止しました</translation>
    </message>
</context>
<context>
    <name>ts::gui::DebugActions</name>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="34"/>
        <source>Open &amp;Scenario…</source>
        <translation>シナリオを開く(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="34"/>
        <source>Open a scenario file and run it</source>
        <translation>シナリオファイルを開いて実行する</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="36"/>
        <source>Open &amp;Trace…</source>
        <translation>トレースを開く(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="37"/>
        <source>Open a saved trace file</source>
        <translation>保存したトレースファイルを開く</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="38"/>
        <source>&amp;Save Trace</source>
        <translation>トレースを保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="38"/>
        <source>Save the trace</source>
        <translation>トレースを保存する</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="39"/>
        <source>Save Trace &amp;As…</source>
        <translation>名前を付けてトレースを保存(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="39"/>
        <source>Save the trace to a new file</source>
        <translation>新しいファイルにトレースを保存する</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="40"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="40"/>
        <source>Quit Turnscope</source>
        <translation>Turnscope を終了する</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="42"/>
        <source>&amp;Continue</source>
        <translation>続行(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="42"/>
        <source>Run to the next breakpoint hit</source>
        <translation>次のブレークポイントまで実行する</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="44"/>
        <source>&amp;Reverse Continue</source>
        <translation>逆方向に続行(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="45"/>
        <source>Run back to the previous breakpoint hit</source>
        <translation>前のブレークポイントまで戻る</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="46"/>
        <source>Step &amp;Over</source>
        <translation>ステップオーバー(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="47"/>
        <source>Next event at the same or a shallower depth</source>
        <translation>同じかより浅い深さの次のイベント</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="48"/>
        <source>Step &amp;Into</source>
        <translation>ステップイン(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="48"/>
        <source>Next event</source>
        <translation>次のイベント</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="49"/>
        <source>Step O&amp;ut</source>
        <translation>ステップアウト(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="50"/>
        <source>Next event at a shallower depth</source>
        <translation>より浅い深さの次のイベント</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="51"/>
        <source>Step &amp;Back</source>
        <translation>ステップバック(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="52"/>
        <source>Previous event</source>
        <translation>前のイベント</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="53"/>
        <source>Step Back O&amp;ver</source>
        <translation>逆ステップオーバー(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="54"/>
        <source>Previous event at the same or a shallower depth</source>
        <translation>同じかより浅い深さの前のイベント</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="55"/>
        <source>Step Back Ou&amp;t</source>
        <translation>逆ステップアウト(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="56"/>
        <source>Previous event at a shallower depth</source>
        <translation>より浅い深さの前のイベント</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="57"/>
        <source>Run to &amp;Cursor</source>
        <translation>カーソルまで実行(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="58"/>
        <source>Run to the event selected in the event log</source>
        <translation>イベントログで選択したイベントまで実行する</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="59"/>
        <source>Toggle &amp;Breakpoint</source>
        <translation>ブレークポイントの切り替え(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="60"/>
        <source>Break on events of the current event&apos;s kind</source>
        <translation>現在のイベントと同じ種類で停止する</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="61"/>
        <source>&amp;Go to Event…</source>
        <translation>イベントへ移動(&amp;G)…</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="61"/>
        <source>Jump to an event number</source>
        <translation>イベント番号へ移動する</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="62"/>
        <source>Go to &amp;Turn…</source>
        <translation>ターンへ移動(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="62"/>
        <source>Jump to a turn and Run</source>
        <translation>ターンと Run へ移動する</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="63"/>
        <source>&amp;Play</source>
        <translation>再生(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="64"/>
        <source>Step forward at the chosen number of events per second</source>
        <translation>指定した毎秒イベント数で前へ進む</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="66"/>
        <source>Sto&amp;p</source>
        <translation>停止(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="66"/>
        <source>Stop the running work</source>
        <translation>実行中の処理を止める</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="69"/>
        <source>&amp;Restore Default Layout</source>
        <translation>既定のレイアウトに戻す(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="69"/>
        <source>Put every panel back where it started</source>
        <translation>すべてのパネルを元の位置に戻す</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="70"/>
        <source>&amp;Settings…</source>
        <translation>設定(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="70"/>
        <source>Language and other settings</source>
        <translation>言語などの設定</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="71"/>
        <source>&amp;About Turnscope</source>
        <translation>Turnscope について(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="71"/>
        <source>About Turnscope</source>
        <translation>Turnscope について</translation>
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
        <translation>備考</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="68"/>
        <source>from the scenario&apos;s script</source>
        <translation>シナリオのスクリプトによる</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="69"/>
        <source>from the built-in AI policy</source>
        <translation>組み込みの AI ポリシーによる</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="70"/>
        <source>given by hand (or by a fork)</source>
        <translation>手動 (または分岐) による</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="120"/>
        <source>re-executing the game did not reach this decision</source>
        <translation>ゲームを再実行しましたが、この意思決定に到達しませんでした</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="129"/>
        <source>Decision</source>
        <translation>意思決定</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="133"/>
        <source>Fork here</source>
        <translation>ここで分岐</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="134"/>
        <source>Fork</source>
        <translation>分岐</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="183"/>
        <source>Answer the decision with the selected choice and run on (or double-click a choice)</source>
        <translation>選択した選択肢で意思決定に回答し、実行を続ける (選択肢のダブルクリックでも可)</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="206"/>
        <location filename="../../widgets/decisiondock.cpp" line="210"/>
        <source>Fork here…</source>
        <translation>ここで分岐…</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="211"/>
        <source>Answer this decision with the selected choice instead; the events after it are replaced</source>
        <translation>代わりに選択した選択肢でこの意思決定に回答する。以降のイベントは置き換えられます</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="244"/>
        <source>No game is open.</source>
        <translation>ゲームが開かれていません。</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="256"/>
        <source>No decision here.

Step to a decision event (◆ on the timeline) to fork, or run until the game asks.</source>
        <translation>ここに意思決定はありません。

分岐するには意思決定イベント (タイムライン上の ◆) までステップ実行するか、ゲームが尋ねるまで実行してください。</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="280"/>
        <location filename="../../widgets/decisiondock.cpp" line="332"/>
        <location filename="../../widgets/decisiondock.cpp" line="390"/>
        <source>script</source>
        <translation>スクリプト</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="282"/>
        <location filename="../../widgets/decisiondock.cpp" line="334"/>
        <source>AI&apos;s choice</source>
        <translation>AI の選択</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="286"/>
        <source>script, not legal now</source>
        <translation>スクリプト (現在は選択不可)</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="288"/>
        <source>%1 must decide</source>
        <translation>%1 が決める番です</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="289"/>
        <source>Decision #%1, asked after event #%2.</source>
        <translation>意思決定 #%1 (イベント #%2 の後に要求)。</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="293"/>
        <source>The script says: &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>スクリプトの指定: &lt;b&gt;%1&lt;/b&gt;。</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="294"/>
        <source>No script line: the game waits for your answer.</source>
        <translation>スクリプトがありません。ゲームはあなたの回答を待っています。</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="330"/>
        <location filename="../../widgets/decisiondock.cpp" line="339"/>
        <source>recorded</source>
        <translation>記録済み</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="341"/>
        <source>Decision #%1 · %2</source>
        <translation>意思決定 #%1 · %2</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="342"/>
        <source>%1 chose &lt;b&gt;%2&lt;/b&gt;, %3.&lt;br&gt;Recorded as event #%4.</source>
        <translation>%1 は &lt;b&gt;%2&lt;/b&gt; を選択しました (%3)。&lt;br&gt;イベント #%4 として記録されています。</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="347"/>
        <source>Answer this decision differently: the game is played on from here with your answer, and the events after it are replaced.</source>
        <translation>この意思決定に別の回答をする: ここからあなたの回答でゲームが進み、以降のイベントは置き換えられます。</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="349"/>
        <source>The legal answers at this decision could not be worked out (%1).</source>
        <translation>この意思決定で選択可能な回答を求められませんでした (%1)。</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="351"/>
        <source>The game is also waiting for decision #%1 at its end.</source>
        <translation>ゲームは末尾でも意思決定 #%1 を待っています。</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="378"/>
        <source>This is the recorded answer</source>
        <translation>記録済みの回答です</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="469"/>
        <source>Fork at decision #%1?

%2 will %3 instead of %4. The events from #%5 on are replaced by the new future.</source>
        <translation>意思決定 #%1 で分岐しますか?

%2 は %4 の代わりに %3 を選びます。#%5 以降のイベントは新しい未来に置き換えられます。</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="477"/>
        <source>This trace has not been saved: save it first if you want to keep the old future.</source>
        <translation>このトレースは保存されていません。元の未来を残したい場合は先に保存してください。</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="478"/>
        <source>The old future stays in the saved trace file, %1.</source>
        <translation>元の未来は保存済みのトレースファイル %1 に残ります。</translation>
    </message>
</context>
<context>
    <name>ts::gui::EventLogDock</name>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="41"/>
        <source>Event Log</source>
        <translation>イベントログ</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="51"/>
        <source>Search the summaries</source>
        <translation>概要を検索</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="52"/>
        <source>Shows the events whose line contains this text (any case)</source>
        <translation>この文字列を含む行のイベントを表示 (大文字小文字を区別しない)</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="54"/>
        <source>Show one kind of event</source>
        <translation>1 種類のイベントを表示</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="57"/>
        <source>Clause, e.g. 000:speed</source>
        <translation>条項 (例: 000:speed)</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="58"/>
        <source>Shows the events of the rule clauses that start with this id</source>
        <translation>この ID で始まるルール条項のイベントを表示</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="64"/>
        <source>Show the events that concern one entity</source>
        <translation>1 つのエンティティに関係するイベントを表示</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="67"/>
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="68"/>
        <source>Show every event</source>
        <translation>すべてのイベントを表示</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="82"/>
        <source>Matching the filter</source>
        <translation>フィルタを適用中</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="145"/>
        <source>All kinds</source>
        <translation>すべての種類</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="146"/>
        <source>All entities</source>
        <translation>すべてのエンティティ</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="206"/>
        <source>%1 events</source>
        <translation>%1 件のイベント</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="209"/>
        <source>%1 of %2 events</source>
        <translation>%2 件中 %1 件のイベント</translation>
    </message>
</context>
<context>
    <name>ts::gui::EventLogModel</name>
    <message>
        <location filename="../../widgets/eventlogmodel.cpp" line="196"/>
        <source>A breakpoint matches this event</source>
        <translation>このイベントに一致するブレークポイントがあります</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogmodel.cpp" line="196"/>
        <source>Click to break on every “%1” event</source>
        <translation>クリックするとすべての「%1」イベントで停止</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogmodel.cpp" line="243"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogmodel.cpp" line="244"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogmodel.cpp" line="245"/>
        <source>Clause</source>
        <translation>条項</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogmodel.cpp" line="246"/>
        <source>Entities</source>
        <translation>エンティティ</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogmodel.cpp" line="247"/>
        <source>Summary</source>
        <translation>概要</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogmodel.cpp" line="255"/>
        <source>Breakpoints: click a row&apos;s cell to break on its kind</source>
        <translation>ブレークポイント: 行のセルをクリックするとその種類で停止</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogmodel.cpp" line="256"/>
        <source>Event number</source>
        <translation>イベント番号</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogmodel.cpp" line="257"/>
        <source>The rule clause that produced the event</source>
        <translation>イベントを生成したルール条項</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogmodel.cpp" line="258"/>
        <source>The entities the event concerns</source>
        <translation>イベントに関係するエンティティ</translation>
    </message>
</context>
<context>
    <name>ts::gui::EventLogView</name>
    <message>
        <location filename="../../widgets/eventlogview.cpp" line="378"/>
        <source>Go to event %1</source>
        <translation>イベント %1 へ移動</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogview.cpp" line="383"/>
        <source>Break on kind %1</source>
        <translation>種類 %1 で停止</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogview.cpp" line="396"/>
        <source>Break on clause %1</source>
        <translation>条項 %1 で停止</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogview.cpp" line="406"/>
        <source>Break on entity %1</source>
        <translation>エンティティ %1 で停止</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogview.cpp" line="414"/>
        <source>Run to here</source>
        <translation>ここまで実行</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogview.cpp" line="417"/>
        <source>Copy line</source>
        <translation>行をコピー</translation>
    </message>
</context>
<context>
    <name>ts::gui::HeldStatesModel</name>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="22"/>
        <source>no states</source>
        <translation>ステートなし</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="23"/>
        <source>1 state</source>
        <translation>1 ステート</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="23"/>
        <source>%1 states</source>
        <translation>%1 ステート</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="77"/>
        <source>passive</source>
        <translation>パッシブ</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="79"/>
        <source>grant #%1</source>
        <translation>付与 #%1</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="80"/>
        <source>%1 · grant #%2</source>
        <translation>%1 · 付与 #%2</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="82"/>
        <source>&lt;b&gt;%1&lt;/b&gt; held by %2, position %3 of its state array</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (所持者: %2、ステート配列の位置 %3)</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="87"/>
        <source>stacks: %1</source>
        <translation>スタック数: %1</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="88"/>
        <source>duration: %1</source>
        <translation>残りターン数: %1</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="89"/>
        <source>remaining triggers: %1</source>
        <translation>残り発動回数: %1</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="90"/>
        <source>passive: never triggers; supplies modifiers and replacements</source>
        <translation>パッシブ: 発動せず、補正値と効果のすり替えを提供</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="91"/>
        <source>fires at: %1</source>
        <translation>発動タイミング: %1</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="94"/>
        <source>&lt;i&gt;granted or changed by the current event&lt;/i&gt;</source>
        <translation>&lt;i&gt;現在のイベントで付与または変更&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="115"/>
        <source>power %1 · fallen</source>
        <translation>国力 %1 · 滅亡</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="115"/>
        <source>power %1</source>
        <translation>国力 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="128"/>
        <source>Nation states</source>
        <translation>国家ステート</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="132"/>
        <source>before its units in priority (001:4.2.2)</source>
        <translation>優先順位はユニットより先 (001:4.2.2)</translation>
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
        <translation>ゲーム開始</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="167"/>
        <source>Round %1, %2&apos;s turn</source>
        <translation>ラウンド %1、%2 のターン</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="171"/>
        <source>Round %1</source>
        <translation>ラウンド %1</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="172"/>
        <source>%1: %2 held</source>
        <translation>%1 — 所持: %2</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="174"/>
        <source>, %1 granted or changed by this event</source>
        <translation>、このイベントで %1 件を付与または変更</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="196"/>
        <source>states panel</source>
        <translation>ステートパネル</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="213"/>
        <source> — the cursor is inside an NPC preview, which changes a copy of the game; these are the real game&apos;s states</source>
        <translation> — カーソルは NPC のプレビュー (ゲームのコピーを変更する) の中にあります。表示しているのは実際のゲームのステートです</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="315"/>
        <source>Holder / state</source>
        <translation>所持者 / ステート</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="316"/>
        <source>Stacks</source>
        <translation>スタック</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="317"/>
        <source>Duration</source>
        <translation>残りターン</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="318"/>
        <source>Triggers left</source>
        <translation>残り発動</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="319"/>
        <source>Fires at</source>
        <translation>発動タイミング</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="320"/>
        <source>Note</source>
        <translation>備考</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="325"/>
        <source>Each nation, its own states, then each unit of its unit array; states in array order (001:4.2.2, 001:4.2.3)</source>
        <translation>国家ごとに国家ステート、次にユニット配列の各ユニット。ステートは配列順 (001:4.2.2, 001:4.2.3)</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="326"/>
        <source>Stack count; — = not stackable (null)</source>
        <translation>スタック数。— = スタック不可 (null)</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="327"/>
        <source>Turns left; ∞ = permanent (null)</source>
        <translation>残りターン数。∞ = 永続 (null)</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="328"/>
        <source>Remaining triggers; ∞ = unlimited (null)</source>
        <translation>残り発動回数。∞ = 無制限 (null)</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="329"/>
        <source>The timings the state fires at, or passive</source>
        <translation>ステートの発動タイミング、またはパッシブ</translation>
    </message>
    <message>
        <location filename="../../widgets/heldstatesmodel.cpp" line="330"/>
        <source>The state&apos;s description and grant serial; a holder&apos;s place and HP</source>
        <translation>ステートの説明と付与番号、所持者の配置と HP</translation>
    </message>
</context>
<context>
    <name>ts::gui::InspectorDock</name>
    <message>
        <location filename="../../widgets/inspectordock.cpp" line="21"/>
        <source>Inspector</source>
        <translation>インスペクタ</translation>
    </message>
    <message>
        <location filename="../../widgets/inspectordock.cpp" line="51"/>
        <source>Filter names and values</source>
        <translation>名前と値で絞り込む</translation>
    </message>
    <message>
        <location filename="../../widgets/inspectordock.cpp" line="53"/>
        <source>Changed only</source>
        <translation>変更のみ</translation>
    </message>
    <message>
        <location filename="../../widgets/inspectordock.cpp" line="55"/>
        <source>Show only the values the current event changed</source>
        <translation>現在のイベントで変更された値のみを表示する</translation>
    </message>
    <message>
        <location filename="../../widgets/inspectordock.cpp" line="190"/>
        <source>No state</source>
        <translation>状態なし</translation>
    </message>
    <message>
        <location filename="../../widgets/inspectordock.cpp" line="195"/>
        <source>Event #%1 changed no value</source>
        <translation>イベント #%1 で変更された値はありません</translation>
    </message>
    <message>
        <location filename="../../widgets/inspectordock.cpp" line="196"/>
        <source>Event #%1 changed 1 value (highlighted)</source>
        <translation>イベント #%1 で 1 個の値が変更されました (強調表示)</translation>
    </message>
    <message>
        <location filename="../../widgets/inspectordock.cpp" line="197"/>
        <source>Event #%1 changed %2 values (highlighted)</source>
        <translation>イベント #%1 で %2 個の値が変更されました (強調表示)</translation>
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
        <translation>1 項目</translation>
    </message>
    <message>
        <location filename="../../widgets/inspectormodel.cpp" line="393"/>
        <source>%1 items</source>
        <translation>%1 項目</translation>
    </message>
    <message>
        <location filename="../../widgets/inspectormodel.cpp" line="394"/>
        <source>1 field</source>
        <translation>1 フィールド</translation>
    </message>
    <message>
        <location filename="../../widgets/inspectormodel.cpp" line="394"/>
        <source>%1 fields</source>
        <translation>%1 フィールド</translation>
    </message>
    <message>
        <location filename="../../widgets/inspectormodel.cpp" line="396"/>
        <source> · %1 changed</source>
        <translation> · %1 件変更</translation>
    </message>
    <message>
        <location filename="../../widgets/inspectormodel.cpp" line="510"/>
        <source>(absent)</source>
        <translation>(なし)</translation>
    </message>
    <message>
        <location filename="../../widgets/inspectormodel.cpp" line="481"/>
        <source>changed by this event: %1 → %2</source>
        <translation>このイベントで変更: %1 → %2</translation>
    </message>
    <message>
        <location filename="../../widgets/inspectormodel.cpp" line="483"/>
        <source>1 value inside changed by this event</source>
        <translation>内部の 1 個の値がこのイベントで変更</translation>
    </message>
    <message>
        <location filename="../../widgets/inspectormodel.cpp" line="484"/>
        <source>%1 values inside changed by this event</source>
        <translation>内部の %1 個の値がこのイベントで変更</translation>
    </message>
    <message>
        <location filename="../../widgets/inspectormodel.cpp" line="522"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../../widgets/inspectormodel.cpp" line="523"/>
        <source>Value</source>
        <translation>値</translation>
    </message>
</context>
<context>
    <name>ts::gui::MainWindow</name>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="56"/>
        <source>Unsaved trace</source>
        <translation>未保存のトレース</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="57"/>
        <source>The current trace has events that are not saved. Save them first?</source>
        <translation>現在のトレースには保存されていないイベントがあります。先に保存しますか？</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="61"/>
        <source>Turnscope traces (*.tstrace)</source>
        <translation>Turnscope トレース (*.tstrace)</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="63"/>
        <source>Scenarios and traces (*.json *.tstrace);;All files (*)</source>
        <translation>シナリオとトレース (*.json *.tstrace);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="82"/>
        <source>Open Scenario</source>
        <translation>シナリオを開く</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="87"/>
        <source>Open Trace</source>
        <translation>トレースを開く</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="99"/>
        <source>Save Trace</source>
        <translation>トレースを保存</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="171"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="174"/>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="183"/>
        <source>&amp;Debug</source>
        <translation>デバッグ(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="196"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="202"/>
        <source>&amp;Tools</source>
        <translation>ツール(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="204"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="210"/>
        <source>Debug</source>
        <translation>デバッグ</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="224"/>
        <source> events/s</source>
        <translation> イベント/秒</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="225"/>
        <source>Events per second while playing</source>
        <translation>再生時の毎秒イベント数</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="274"/>
        <source>Cannot open the trace</source>
        <translation>トレースを開けません</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="274"/>
        <source>Cannot open the scenario</source>
        <translation>シナリオを開けません</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="286"/>
        <source>Cannot save the trace</source>
        <translation>トレースを保存できません</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="144"/>
        <source>Event budget reached</source>
        <translation>イベント上限に達しました</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="145"/>
        <source>The game was stopped after %1 events: the run&apos;s event budget of %2 events is used up. The events so far are kept and can be saved as a trace; to go further, start Turnscope with --max-events N (0: no limit).</source>
        <translation>%1 イベントでゲームを停止しました：この実行のイベント上限（%2 イベント）に達しました。ここまでのイベントは保持され、トレースとして保存できます。続けるには --max-events N（0：上限なし）を付けて Turnscope を起動してください。</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="290"/>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="333"/>
        <source>bundled sample</source>
        <translation>同梱のサンプル</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="345"/>
        <source>No events</source>
        <translation>イベントなし</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="239"/>
        <location filename="../../widgets/mainwindow.cpp" line="348"/>
        <source>Event %1 of %2</source>
        <translation>イベント %1 / %2</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="368"/>
        <source>Open &amp;Sample</source>
        <translation>サンプルを開く(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="404"/>
        <source>Go to Event</source>
        <translation>イベントへ移動</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="404"/>
        <source>Event number:</source>
        <translation>イベント番号:</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="418"/>
        <location filename="../../widgets/mainwindow.cpp" line="429"/>
        <source>Go to Turn</source>
        <translation>ターンへ移動</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="419"/>
        <source>Turn, or turn.Run (e.g. 3 or 3.2):</source>
        <translation>ターン、またはターン.Run (例: 3 または 3.2):</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="419"/>
        <source>Round, or round.turn (e.g. 3 or 3.2):</source>
        <translation>ラウンド、またはラウンド.ターン (例: 3 または 3.2):</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="429"/>
        <source>The trace has no turn %1</source>
        <translation>トレースにターン %1 はありません</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="444"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="452"/>
        <source>Language (after a restart):</source>
        <translation>言語 (再起動後に反映):</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="463"/>
        <source>About Turnscope</source>
        <translation>Turnscope について</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="464"/>
        <source>&lt;h3&gt;Turnscope %1&lt;/h3&gt;&lt;p&gt;A debugger and visualizer for the rules of turn-based games: every rule step is an event that names its clause; step, rewind, break and fork.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Turnscope %1&lt;/h3&gt;&lt;p&gt;ターン制ゲームのルールのためのデバッガ兼ビジュアライザ。ルールの各ステップは、その条項を示すイベントになります。ステップ実行、巻き戻し、ブレーク、分岐ができます。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ts::gui::NpcDecisionDock</name>
    <message>
        <location filename="../../widgets/npcdecisiondock.cpp" line="32"/>
        <source>NPC Decision</source>
        <translation>NPC 判断</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisiondock.cpp" line="91"/>
        <source>A domestic choice: the decision phase (military powers and belligerence) comes after the domestic phase.</source>
        <translation>内政の選択: 行動判断フェーズ (軍事力と好戦度) は内政フェーズの後に行われます。</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisiondock.cpp" line="94"/>
        <source>Own military power %1 × belligerence %2 = %3</source>
        <translation>自国の軍事力 %1 × 好戦度 %2 = %3</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisiondock.cpp" line="97"/>
        <source>No hostile nation left to battle (all fallen or none named).</source>
        <translation>戦闘できる敵対国が残っていません (すべて滅亡、または指定なし)。</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisiondock.cpp" line="99"/>
        <source>Closest hostile nation in military power: %1 with %2</source>
        <translation>軍事力が最も近い敵対国: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisiondock.cpp" line="101"/>
        <source>%1 &gt; %2: battle against %3 (001:3.3.3/2)</source>
        <translation>%1 &gt; %2: %3 と戦闘 (001:3.3.3/2)</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisiondock.cpp" line="103"/>
        <source>%1 ≤ %2: no battle; the action commands are previewed (001:3.3.3/3)</source>
        <translation>%1 ≤ %2: 戦闘せず、行動コマンドをプレビュー (001:3.3.3/3)</translation>
    </message>
</context>
<context>
    <name>ts::gui::NpcDecisionModel</name>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="41"/>
        <source>1 domestic command</source>
        <translation>1 個の内政コマンド</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="41"/>
        <source>%1 domestic commands</source>
        <translation>%1 個の内政コマンド</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="43"/>
        <source>1 action command</source>
        <translation>1 個の行動コマンド</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="43"/>
        <source>%1 action commands</source>
        <translation>%1 個の行動コマンド</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="44"/>
        <source>battle</source>
        <translation>戦闘</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="45"/>
        <source>nothing to do</source>
        <translation>行動なし</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="66"/>
        <source>Domestic phase: the best domestic command (001:3.3.2/npc-2)</source>
        <translation>内政フェーズ: 最良の内政コマンド (001:3.3.2/npc-2)</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="67"/>
        <source>Decision phase: no battle, the best action command (001:3.3.3/3)</source>
        <translation>行動判断フェーズ: 戦闘せず、最良の行動コマンド (001:3.3.3/3)</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="68"/>
        <source>Decision phase: battle (001:3.3.3/2)</source>
        <translation>行動判断フェーズ: 戦闘 (001:3.3.3/2)</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="69"/>
        <source>Decision phase: no battle and no selectable action command</source>
        <translation>行動判断フェーズ: 戦闘せず、選択可能な行動コマンドなし</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="83"/>
        <source>NPC decision panel</source>
        <translation>NPC 判断パネル</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="85"/>
        <source>No NPC decision yet</source>
        <translation>NPC の判断はまだありません</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="106"/>
        <source>as good as %1, which comes first in the list (ties go to the first)</source>
        <translation>%1 と同点。リストでは %1 が先 (同点なら先のものを選択)</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="112"/>
        <source>chosen: the highest score, first of %1 tied</source>
        <translation>選択: 最高スコア (同点 %1 件のうち先頭)</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="112"/>
        <source>chosen: the highest score</source>
        <translation>選択: 最高スコア</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="115"/>
        <source>%1, round %2: battle against %3</source>
        <translation>%1、ラウンド %2: %3 と戦闘</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="117"/>
        <source>%1, round %2: runs %3, the best of %4</source>
        <translation>%1、ラウンド %2: %4のうち最良の %3 を実行</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="122"/>
        <source>%1, round %2: %3</source>
        <translation>%1、ラウンド %2: %3</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="180"/>
        <source>power × target military ratio + Σ(HP + attack) of the living Front units, after the preview, exactly (001:3.3.2/score)</source>
        <translation>プレビュー後の 国力 × 目標軍事力比率 + 前線の生存ユニットの Σ(HP + 攻撃力) の厳密な値 (001:3.3.2/score)</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="182"/>
        <source>the exact score rounded up, as the event log shows it</source>
        <translation>厳密なスコアを切り上げた値 (イベントログの表示と同じ)</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="183"/>
        <source>previewed on a deep copy of the game (001:3.3.2/npc-1)</source>
        <translation>ゲームのディープコピー上でプレビュー (001:3.3.2/npc-1)</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="214"/>
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="215"/>
        <source>Score (exact)</source>
        <translation>スコア (厳密)</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="216"/>
        <source>Score</source>
        <translation>スコア</translation>
    </message>
    <message>
        <location filename="../../widgets/npcdecisionmodel.cpp" line="217"/>
        <source>Note</source>
        <translation>備考</translation>
    </message>
</context>
<context>
    <name>ts::gui::PowerChartDock</name>
    <message>
        <location filename="../../widgets/powerchartdock.cpp" line="16"/>
        <source>Power Chart</source>
        <translation>国力チャート</translation>
    </message>
    <message>
        <location filename="../../widgets/powerchartdock.cpp" line="78"/>
        <source>power chart</source>
        <translation>国力チャート</translation>
    </message>
    <message>
        <location filename="../../widgets/powerchartdock.cpp" line="100"/>
        <source>Power per round: the game start. Click a round to go to it.</source>
        <translation>ラウンドごとの国力: ゲーム開始時点。ラウンドをクリックするとそこへ移動します。</translation>
    </message>
    <message>
        <location filename="../../widgets/powerchartdock.cpp" line="102"/>
        <source>Power per round, up to the end of round %1. Click a round to go to it.</source>
        <translation>ラウンドごとの国力 (ラウンド %1 終了まで)。ラウンドをクリックするとそこへ移動します。</translation>
    </message>
    <message>
        <location filename="../../widgets/powerchartdock.cpp" line="103"/>
        <source>Power per round, round %1 under way. Click a round to go to it.</source>
        <translation>ラウンドごとの国力 (ラウンド %1 進行中)。ラウンドをクリックするとそこへ移動します。</translation>
    </message>
</context>
<context>
    <name>ts::gui::PowerChartView</name>
    <message>
        <location filename="../../widgets/powerchartview.cpp" line="81"/>
        <source>Round (0 = start; each point is the power at the round&apos;s end)</source>
        <translation>ラウンド (0 = 開始時。各点はラウンド終了時の国力)</translation>
    </message>
    <message>
        <location filename="../../widgets/powerchartview.cpp" line="84"/>
        <source>Power</source>
        <translation>国力</translation>
    </message>
    <message>
        <location filename="../../widgets/powerchartview.cpp" line="95"/>
        <source>%1 (rest of the game)</source>
        <translation>%1 (以降)</translation>
    </message>
    <message>
        <location filename="../../widgets/powerchartview.cpp" line="106"/>
        <source>%1 (at the cursor)</source>
        <translation>%1 (カーソルまで)</translation>
    </message>
    <message>
        <location filename="../../widgets/powerchartview.cpp" line="119"/>
        <source>cursor</source>
        <translation>カーソル</translation>
    </message>
    <message>
        <location filename="../../widgets/powerchartview.cpp" line="225"/>
        <source>&lt;b&gt;Start&lt;/b&gt; (click: go to the game start)</source>
        <translation>&lt;b&gt;開始&lt;/b&gt; (クリック: ゲーム開始へ移動)</translation>
    </message>
    <message>
        <location filename="../../widgets/powerchartview.cpp" line="226"/>
        <source>&lt;b&gt;End of round %1&lt;/b&gt; (click: go to the round&apos;s start)</source>
        <translation>&lt;b&gt;ラウンド %1 終了&lt;/b&gt; (クリック: そのラウンドの開始へ移動)</translation>
    </message>
    <message>
        <location filename="../../widgets/powerchartview.cpp" line="233"/>
        <source>&lt;i&gt;round %1 is under way at the cursor&lt;/i&gt;</source>
        <translation>&lt;i&gt;カーソル位置ではラウンド %1 が進行中&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>ts::gui::RuleTextDock</name>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="165"/>
        <source>line %1</source>
        <translation>%1 行目</translation>
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="166"/>
        <source>lines %1–%2</source>
        <translation>%1–%2 行目</translation>
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="182"/>
        <source>Rule</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="310"/>
        <source>No rule</source>
        <translation>ルールなし</translation>
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="328"/>
        <source>No game is open.</source>
        <translation>ゲームが開かれていません。</translation>
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="334"/>
        <source>The trace is empty.</source>
        <translation>トレースは空です。</translation>
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="345"/>
        <source>Event #%1 cannot be read: %2</source>
        <translation>イベント #%1 を読み込めません: %2</translation>
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="356"/>
        <source>Event #%1 · %2</source>
        <translation>イベント #%1 · %2</translation>
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="367"/>
        <source>No clause</source>
        <translation>条項なし</translation>
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="369"/>
        <source>This event names no rule clause.</source>
        <translation>このイベントはルール条項を示していません。</translation>
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="378"/>
        <source>refinement of %1</source>
        <translation>%1 の細分</translation>
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="385"/>
        <source>This build has no statement for this clause.</source>
        <translation>このビルドにはこの条項の記述がありません。</translation>
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="390"/>
        <source>This finer step has no text of its own; it counts for %1, whose text is shown.</source>
        <translation>この細分ステップには独自のテキストがありません。%1 に属するため、そのテキストを表示しています。</translation>
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="395"/>
        <source>The seed has no passage for this rule.</source>
        <translation>シードにはこのルールの記述がありません。</translation>
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="396"/>
        <source>No original text is bundled for this clause.</source>
        <translation>この条項の原文は同梱されていません。</translation>
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="405"/>
        <source>&lt;b&gt;Original&lt;/b&gt; — seed %1 &lt;i&gt;%2&lt;/i&gt;&lt;br&gt;%3 · %4</source>
        <translation>&lt;b&gt;原文&lt;/b&gt; — シード %1 &lt;i&gt;%2&lt;/i&gt;&lt;br&gt;%3 · %4</translation>
    </message>
</context>
<context>
    <name>ts::gui::RunTableDelegate</name>
    <message>
        <location filename="../../widgets/runtabledelegate.cpp" line="253"/>
        <source>acted</source>
        <translation>行動済み</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledelegate.cpp" line="254"/>
        <source>not yet acted</source>
        <translation>未行動</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledelegate.cpp" line="255"/>
        <source>skipped: no token</source>
        <translation>スキップ: トークンなし</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledelegate.cpp" line="256"/>
        <source>merged into the Run on the left</source>
        <translation>左の Run にマージ</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledelegate.cpp" line="257"/>
        <source>received merged actions</source>
        <translation>マージされた行動を受け取った</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledelegate.cpp" line="258"/>
        <source>row inserted mid-turn</source>
        <translation>ターン途中で追加された行</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledelegate.cpp" line="259"/>
        <source>the scheduler is here</source>
        <translation>スケジューラの位置</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledelegate.cpp" line="260"/>
        <source>token debt</source>
        <translation>トークンの借金</translation>
    </message>
</context>
<context>
    <name>ts::gui::RunTableDock</name>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="41"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="50"/>
        <source>Run Table</source>
        <translation>Run テーブル</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="69"/>
        <source>Export PNG…</source>
        <translation>PNG に書き出す…</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="70"/>
        <source>Save the whole Run table, with its legend, as a PNG image</source>
        <translation>Run テーブル全体を凡例付きで PNG 画像として保存する</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="71"/>
        <source>Export SVG…</source>
        <translation>SVG に書き出す…</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="72"/>
        <source>Save the whole Run table, with its legend, as an SVG drawing</source>
        <translation>Run テーブル全体を凡例付きで SVG 図として保存する</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="185"/>
        <source> (event #%1)</source>
        <translation> (イベント #%1)</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="239"/>
        <location filename="../../widgets/runtabledock.cpp" line="272"/>
        <source>There is no Run table at the cursor to export.</source>
        <translation>カーソル位置に書き出せる Run テーブルがありません。</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="248"/>
        <source>The table is too large for a PNG image (%1 × %2 pixels); export it as SVG.</source>
        <translation>テーブルが大きすぎて PNG 画像にできません (%1 × %2 ピクセル)。SVG で書き出してください。</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="262"/>
        <source>%1: the image could not be encoded as PNG</source>
        <translation>%1: 画像を PNG にエンコードできませんでした</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="283"/>
        <source>Run table</source>
        <translation>Run テーブル</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="288"/>
        <source>%1: the SVG drawing could not be started</source>
        <translation>%1: SVG の描画を開始できませんでした</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="310"/>
        <source>Export the Run table as PNG</source>
        <translation>Run テーブルを PNG に書き出す</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="311"/>
        <source>PNG images (*.png)</source>
        <translation>PNG 画像 (*.png)</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="316"/>
        <source>Export PNG</source>
        <translation>PNG に書き出す</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="321"/>
        <source>Export the Run table as SVG</source>
        <translation>Run テーブルを SVG に書き出す</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="322"/>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG 図 (*.svg)</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="327"/>
        <source>Export SVG</source>
        <translation>SVG に書き出す</translation>
    </message>
</context>
<context>
    <name>ts::gui::RunTableModel</name>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="25"/>
        <source>manual actions</source>
        <translation>マニュアル行動</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="26"/>
        <source>AI minor actions</source>
        <translation>AI マイナーアクション</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="27"/>
        <source>AI major actions</source>
        <translation>AI メジャーアクション</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="33"/>
        <source>1 action</source>
        <translation>1 回の行動</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="33"/>
        <source>%1 actions</source>
        <translation>%1 回の行動</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="34"/>
        <source>1 action token</source>
        <translation>行動トークン 1 個</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="34"/>
        <source>%1 action tokens</source>
        <translation>行動トークン %1 個</translation>
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
        <translation>セッションなし</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="129"/>
        <source>The Run table belongs to the roguelike ruleset</source>
        <translation>Run テーブルは roguelike ルールセット用です</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="248"/>
        <source>Before the first turn</source>
        <translation>最初のターンの前</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="249"/>
        <source>Turn %1</source>
        <translation>ターン %1</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="251"/>
        <source>%1 — over, the next turn starts</source>
        <translation>%1 — 終了、次のターンが始まります</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="252"/>
        <source>%1 — table built, dealing action tokens</source>
        <translation>%1 — テーブル作成済み、行動トークンを配布中</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="254"/>
        <source>%1 — Run %2 begins</source>
        <translation>%1 — Run %2 開始</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="257"/>
        <source>%1 — Run %2, %3</source>
        <translation>%1 — Run %2、%3</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="260"/>
        <source> · %1 acting</source>
        <translation> · %1 が行動中</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="263"/>
        <source>%1 — turn end</source>
        <translation>%1 — ターン終了</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="264"/>
        <source>%1 — game over</source>
        <translation>%1 — ゲーム終了</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="313"/>
        <source>&lt;b&gt;%1&lt;/b&gt;, Run %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;、Run %2</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="318"/>
        <source>merged away: no Player action in Run %1, so its actions moved to Run %2 (000:merge)</source>
        <translation>マージ済み: Run %1 に Player の行動がないため、行動は Run %2 に移動 (000:merge)</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="324"/>
        <source>nothing scheduled</source>
        <translation>行動予定なし</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="332"/>
        <source>: %1 moved here from %2 (000:merge)</source>
        <translation>: うち %1 回は %2 からここへ移動 (000:merge)</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="336"/>
        <source>%1 acted</source>
        <translation>%1 回行動済み</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="338"/>
        <source>%1 skipped: no action token (000:tokens/skip)</source>
        <translation>%1 回スキップ: 行動トークンなし (000:tokens/skip)</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="339"/>
        <source>%1 skipped: the unit is dead (000:table/order)</source>
        <translation>%1 回スキップ: ユニットは死亡 (000:table/order)</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="341"/>
        <source>%1 not yet reached</source>
        <translation>%1 回は未到達</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="343"/>
        <source>&lt;i&gt;the scheduler is on this cell (%1)&lt;/i&gt;</source>
        <translation>&lt;i&gt;スケジューラはこのセルを処理中 (%1)&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="376"/>
        <source>%1 owes %2: next turn&apos;s tokens are reduced (000:debt)</source>
        <translation>%1 は %2 の借金: 次のターンのトークンが減ります (000:debt)</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="377"/>
        <source>%1 holds %2 (000:tokens/deal, 000:tokens/spend)</source>
        <translation>%1 は %2 を所持 (000:tokens/deal, 000:tokens/spend)</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="392"/>
        <source>%1 merged into Run %2</source>
        <translation>%1 を Run %2 にマージ</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="403"/>
        <source>inserted in Run %1 by event #%2</source>
        <translation>イベント #%2 により Run %1 に追加</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="407"/>
        <source>dead</source>
        <translation>死亡</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="410"/>
        <source> (000:speed/up: after the last not-yet-acted row of that speed, else after the acting row)</source>
        <translation> (000:speed/up: 同じ速度の未行動の行の末尾、なければ行動中の行の後ろ)</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="430"/>
        <source>%1 (%2), speed %3</source>
        <translation>%1 (%2)、速度 %3</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="434"/>
        <source>inserted in Run %1 by event #%2 (000:speed/up)</source>
        <translation>イベント #%2 により Run %1 に追加 (000:speed/up)</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="459"/>
        <source>Tokens</source>
        <translation>トークン</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="459"/>
        <source>Note</source>
        <translation>備考</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="462"/>
        <source>Run %1: manual actions, then AI minor, then AI major actions, each in row order (000:table/order)</source>
        <translation>Run %1: マニュアル行動、AI マイナーアクション、AI メジャーアクションの順。それぞれ行の順 (000:table/order)</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="464"/>
        <source>Action tokens held at the cursor; red = debt (000:debt)</source>
        <translation>カーソル位置で所持している行動トークン。赤 = 借金 (000:debt)</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="465"/>
        <source>Inserted rows and AI run merges</source>
        <translation>追加された行と AI の Run 間マージ</translation>
    </message>
</context>
<context>
    <name>ts::gui::SessionController</name>
    <message>
        <location filename="../../widgets/sessioncontroller.cpp" line="91"/>
        <source>There is no session to save.</source>
        <translation>保存するセッションがありません。</translation>
    </message>
    <message>
        <location filename="../../widgets/sessioncontroller.cpp" line="95"/>
        <source>Saving %1</source>
        <translation>%1 を保存中</translation>
    </message>
    <message>
        <location filename="../../widgets/sessioncontroller.cpp" line="134"/>
        <source>Running the game</source>
        <translation>ゲームを実行中</translation>
    </message>
    <message>
        <location filename="../../widgets/sessioncontroller.cpp" line="162"/>
        <source>Stopped after %1 events</source>
        <translation>%1 イベント後に停止しました</translation>
    </message>
    <message>
        <location filename="../../widgets/sessioncontroller.cpp" line="163"/>
        <source>Game over after %1 events</source>
        <translation>%1 イベントでゲーム終了</translation>
    </message>
    <message>
        <location filename="../../widgets/sessioncontroller.cpp" line="131"/>
        <source>Stopped at the event budget of %1 events</source>
        <translation>イベント上限（%1 イベント）で停止しました</translation>
    </message>
    <message>
        <location filename="../../widgets/sessioncontroller.cpp" line="164"/>
        <location filename="../../widgets/sessioncontroller.cpp" line="276"/>
        <source>Waiting for a decision</source>
        <translation>意思決定を待っています</translation>
    </message>
    <message>
        <location filename="../../widgets/sessioncontroller.cpp" line="240"/>
        <source>Continuing</source>
        <translation>続行中</translation>
    </message>
    <message>
        <location filename="../../widgets/sessioncontroller.cpp" line="240"/>
        <source>Reverse continuing</source>
        <translation>逆方向に続行中</translation>
    </message>
    <message>
        <location filename="../../widgets/sessioncontroller.cpp" line="264"/>
        <source>Stopped</source>
        <translation>停止しました</translation>
    </message>
    <message>
        <location filename="../../widgets/sessioncontroller.cpp" line="276"/>
        <source>Reached the end of the game</source>
        <translation>ゲームの終わりに到達しました</translation>
    </message>
    <message>
        <location filename="../../widgets/sessioncontroller.cpp" line="282"/>
        <source>Reached the start of the trace</source>
        <translation>トレースの先頭に到達しました</translation>
    </message>
</context>
<context>
    <name>ts::gui::StateQueueDock</name>
    <message>
        <location filename="../../widgets/statequeuedock.cpp" line="19"/>
        <source>State Queue</source>
        <translation>ステート処理キュー</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuedock.cpp" line="73"/>
        <source>fired</source>
        <translation>発動</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuedock.cpp" line="74"/>
        <source>skipped</source>
        <translation>スキップ</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuedock.cpp" line="75"/>
        <source>pending</source>
        <translation>待機中</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuedock.cpp" line="76"/>
        <source>granted meanwhile, not queued</source>
        <translation>処理中に付与 (キュー外)</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuedock.cpp" line="86"/>
        <source>popped last</source>
        <translation>直前に取り出し</translation>
    </message>
</context>
<context>
    <name>ts::gui::StateQueueModel</name>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="36"/>
        <source>pending</source>
        <translation>待機中</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="37"/>
        <source>fired</source>
        <translation>発動</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="38"/>
        <source>skipped: removed</source>
        <translation>スキップ: 削除済み</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="39"/>
        <source>skipped: passive</source>
        <translation>スキップ: パッシブ</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="40"/>
        <source>skipped: wrong timing</source>
        <translation>スキップ: タイミング不一致</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="41"/>
        <source>skipped: no triggers left</source>
        <translation>スキップ: 発動回数切れ</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="42"/>
        <source>not queued</source>
        <translation>キュー外</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="52"/>
        <source>%1 fired</source>
        <translation>発動 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="54"/>
        <source>%1 skipped</source>
        <translation>スキップ %1</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="56"/>
        <source>%1 pending</source>
        <translation>待機 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="94"/>
        <source>waiting; passive, so it will be skipped</source>
        <translation>待機中。パッシブのためスキップされます</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="95"/>
        <source>waiting; fires at %1</source>
        <translation>待機中。%1 で発動</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="96"/>
        <source>waiting; not a %1 state (fires at: %2)</source>
        <translation>待機中。%1 で発動するステートではありません (発動タイミング: %2)</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="101"/>
        <source>effects applied; fires without limit</source>
        <translation>効果を適用。無制限に発動</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="102"/>
        <source>effects applied; triggers left: %1</source>
        <translation>効果を適用。残り発動回数: %1</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="103"/>
        <source>effects applied; no longer held (used up or removed)</source>
        <translation>効果を適用。もう所持していません (使い切りまたは削除)</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="105"/>
        <source>no longer held when popped: removed after the queue was built (001:4.2/fixed)</source>
        <translation>取り出した時点で所持していません: キュー作成後に削除されました (001:4.2/fixed)</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="107"/>
        <source>a passive state never triggers; it only modifies</source>
        <translation>パッシブステートは発動せず、補正のみを行います</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="110"/>
        <source>fires at no timing at all, so not at %1</source>
        <translation>発動タイミングが一つもないため、%1 でも発動しません</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="111"/>
        <source>fires at %1, not at %2</source>
        <translation>%1 で発動し、%2 では発動しません</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="113"/>
        <source>no triggers left (remaining triggers: 0)</source>
        <translation>発動回数切れ (残り発動回数: 0)</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="122"/>
        <source>&lt;b&gt;#%1 %2&lt;/b&gt; of %3</source>
        <translation>&lt;b&gt;#%1 %2&lt;/b&gt; (%3)</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="127"/>
        <source>timings: %1</source>
        <translation>発動タイミング: %1</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="128"/>
        <source>grant #%1 of this state (its serial)</source>
        <translation>このステートの付与 #%1 (通し番号)</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="148"/>
        <source>next in turn order (001:4.2.1)</source>
        <translation>手番順で次 (001:4.2.1)</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="149"/>
        <source>first in turn order: no nation has the turn (001:4.2.1)</source>
        <translation>手番順で先頭: 手番の国家なし (001:4.2.1)</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="150"/>
        <source>the turn player comes first (001:4.2.1)</source>
        <translation>現在のターンプレイヤーが先頭 (001:4.2.1)</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="163"/>
        <source>%1 — nation states</source>
        <translation>%1 — 国家ステート</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="164"/>
        <source>a nation&apos;s own states come before its units&apos; (001:4.2.2)</source>
        <translation>国家ステートはユニットのステートより先 (001:4.2.2)</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="168"/>
        <source>unit %1 of the unit array (001:4.2.2)</source>
        <translation>ユニット配列のユニット %1 (001:4.2.2)</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="201"/>
        <source>Granted during this processing</source>
        <translation>この処理中に付与</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="203"/>
        <source>the queue is fixed when built: new grants wait for the next processing (001:4.2/fixed)</source>
        <translation>キューは作成時に確定: 新たな付与は次の処理まで待ちます (001:4.2/fixed)</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="213"/>
        <source>%1 on %2</source>
        <translation>%2 の %1</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="216"/>
        <source>granted by the effects of #%1 %2</source>
        <translation>#%1 %2 の効果により付与</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="220"/>
        <source>granted before the first pop</source>
        <translation>最初の取り出しの前に付与</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="247"/>
        <source>holds no state: nothing queued</source>
        <translation>ステートなし: キューに追加なし</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="255"/>
        <source>No state processing yet</source>
        <translation>ステート処理はまだありません</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="258"/>
        <source>round %1</source>
        <translation>ラウンド %1</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="259"/>
        <source>round %1, %2&apos;s turn</source>
        <translation>ラウンド %1、%2 のターン</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="262"/>
        <source>nothing queued: no nation or unit holds a state</source>
        <translation>キューは空: ステートを所持する国家・ユニットなし</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="264"/>
        <source>%1 queued, none popped yet</source>
        <translation>%1 件をキューに追加、まだ取り出しなし</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="265"/>
        <source>%1 queued, #%2 popped</source>
        <translation>%1 件をキューに追加、#%2 を取り出し済み</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="269"/>
        <source>%1 queued, done: %2 fired</source>
        <translation>%1 件をキューに追加、完了: %2 件発動</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="272"/>
        <source>, %1 granted meanwhile (not queued)</source>
        <translation>、処理中に %1 件付与 (キュー外)</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="273"/>
        <source>%1 processing — %2: %3</source>
        <translation>%1 のステート処理 — %2: %3</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="294"/>
        <source>state queue</source>
        <translation>ステート処理キュー</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="311"/>
        <source> — the cursor is inside an NPC preview, which processes a copy of the game; this is the real game&apos;s queue</source>
        <translation> — カーソルは NPC のプレビュー (ゲームのコピーを処理する) の中にあります。表示しているのは実際のゲームのキューです</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="442"/>
        <source>Queue (priority order)</source>
        <translation>キュー (優先順位順)</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="443"/>
        <source>Outcome</source>
        <translation>結果</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="444"/>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="449"/>
        <source>Nations from the turn player on, each nation&apos;s own states before its units&apos;, each holder&apos;s states in array order (001:4.2/fixed)</source>
        <translation>ターンプレイヤーから順に国家を並べ、各国家では国家ステートをユニットのステートより先に、各所持者のステートは配列順 (001:4.2/fixed)</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="450"/>
        <source>Fired, skipped (removed, passive, wrong timing, no triggers left) or still pending (001:4.4)</source>
        <translation>発動、スキップ (削除済み、パッシブ、タイミング不一致、発動回数切れ)、または待機中 (001:4.4)</translation>
    </message>
    <message>
        <location filename="../../widgets/statequeuemodel.cpp" line="451"/>
        <source>Why the entry fired or was skipped</source>
        <translation>項目が発動またはスキップされた理由</translation>
    </message>
</context>
<context>
    <name>ts::gui::StatesDock</name>
    <message>
        <location filename="../../widgets/statesdock.cpp" line="14"/>
        <source>States</source>
        <translation>ステート</translation>
    </message>
</context>
<context>
    <name>ts::gui::TimelineDock</name>
    <message>
        <location filename="../../widgets/timelinedock.cpp" line="25"/>
        <source>Timeline</source>
        <translation>タイムライン</translation>
    </message>
    <message>
        <location filename="../../widgets/timelinedock.cpp" line="37"/>
        <source>Zoom in (Ctrl+wheel)</source>
        <translation>拡大 (Ctrl+ホイール)</translation>
    </message>
    <message>
        <location filename="../../widgets/timelinedock.cpp" line="38"/>
        <source>Zoom out (Ctrl+wheel)</source>
        <translation>縮小 (Ctrl+ホイール)</translation>
    </message>
    <message>
        <location filename="../../widgets/timelinedock.cpp" line="39"/>
        <source>All</source>
        <translation>全体</translation>
    </message>
    <message>
        <location filename="../../widgets/timelinedock.cpp" line="39"/>
        <source>Show the whole trace (double-click on empty space)</source>
        <translation>トレース全体を表示 (空白部分をダブルクリック)</translation>
    </message>
</context>
<context>
    <name>ts::gui::TimelineWidget</name>
    <message>
        <location filename="../../widgets/timelinewidget.cpp" line="123"/>
        <source>Turns</source>
        <translation>ターン</translation>
    </message>
    <message>
        <location filename="../../widgets/timelinewidget.cpp" line="123"/>
        <location filename="../../widgets/timelinewidget.cpp" line="244"/>
        <source>Hits</source>
        <translation>ヒット数</translation>
    </message>
    <message>
        <location filename="../../widgets/timelinewidget.cpp" line="123"/>
        <location filename="../../widgets/timelinewidget.cpp" line="245"/>
        <source>Decisions</source>
        <translation>意思決定</translation>
    </message>
    <message>
        <location filename="../../widgets/timelinewidget.cpp" line="123"/>
        <source>Rounds</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <location filename="../../widgets/timelinewidget.cpp" line="258"/>
        <source>No events yet</source>
        <translation>まだイベントがありません</translation>
    </message>
    <message>
        <location filename="../../widgets/timelinewidget.cpp" line="258"/>
        <source>No trace open</source>
        <translation>トレースが開かれていません</translation>
    </message>
    <message>
        <location filename="../../widgets/timelinewidget.cpp" line="270"/>
        <source>indexing…</source>
        <translation>インデックス作成中…</translation>
    </message>
    <message>
        <location filename="../../widgets/timelinewidget.cpp" line="555"/>
        <source>Breakpoint hit</source>
        <translation>ブレークポイントで停止</translation>
    </message>
    <message>
        <location filename="../../widgets/timelinewidget.cpp" line="557"/>
        <source>Decision</source>
        <translation>意思決定</translation>
    </message>
</context>
</TS>
