<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>BattleSnapshot</name>
    <message>
        <source>battle view</source>
        <translation type="vanished">戦闘ビュー</translation>
    </message>
    <message>
        <source>outside Front..Back</source>
        <translation type="vanished">前線〜後衛の外</translation>
    </message>
    <message>
        <source>not decided yet</source>
        <translation type="vanished">未決定</translation>
    </message>
    <message>
        <source>normal range</source>
        <translation type="vanished">正規の範囲</translation>
    </message>
    <message>
        <source>one row behind</source>
        <translation type="vanished">1つ後ろ</translation>
    </message>
    <message>
        <source>two rows behind</source>
        <translation type="vanished">2つ後ろ</translation>
    </message>
    <message>
        <source>one row in front</source>
        <translation type="vanished">1つ手前</translation>
    </message>
    <message>
        <source>two rows in front</source>
        <translation type="vanished">2つ手前</translation>
    </message>
    <message>
        <source>empty Front row: all null</source>
        <translation type="vanished">前線が空: すべて null</translation>
    </message>
    <message>
        <source>no living unit in any range: all null</source>
        <translation type="vanished">どの範囲にも生存ユニットなし: すべて null</translation>
    </message>
    <message>
        <source>The target array is decided next (001:3.3.5.3.2).</source>
        <translation type="vanished">次に被攻撃ユニット配列が決定されます (001:3.3.5.3.2)。</translation>
    </message>
    <message>
        <source>%1 has no living unit in its Front row: the target array stays all null (001:3.3.5.3.2/2).</source>
        <translation type="vanished">%1 の前線に生存ユニットがいません: 被攻撃ユニット配列はすべて null のままです (001:3.3.5.3.2/2)。</translation>
    </message>
    <message>
        <source>%1 is outside Front..Back</source>
        <translation type="vanished">%1は前線〜後衛の外</translation>
    </message>
    <message>
        <source>%1 (%2) is empty</source>
        <translation type="vanished">%1 (%2) は空</translation>
    </message>
    <message>
        <source>Every candidate range of %1 is empty: the target array is all null.</source>
        <translation type="vanished">%1 の候補範囲はすべて空です: 被攻撃ユニット配列はすべて null です。</translation>
    </message>
    <message>
        <source>%1 (%2) has 1 living unit</source>
        <translation type="vanished">%1 (%2) に生存ユニット 1 体</translation>
    </message>
    <message>
        <source>%1 (%2) has %3 living units</source>
        <translation type="vanished">%1 (%2) に生存ユニット %3 体</translation>
    </message>
    <message>
        <source>Chosen: %1.</source>
        <translation type="vanished">決定: %1。</translation>
    </message>
    <message>
        <source>Chosen: %1, %2.</source>
        <translation type="vanished">決定: %1、%2。</translation>
    </message>
    <message>
        <source>No battle yet: the view fills when a nation goes to battle (001:3.3.5)</source>
        <translation type="vanished">まだ戦闘はありません: 国家が戦闘に入るとここに表示されます (001:3.3.5)</translation>
    </message>
    <message>
        <source>%1 attacks %2</source>
        <translation type="vanished">%1 が %2 を攻撃</translation>
    </message>
    <message>
        <source>Last battle: %1 against %2, ended</source>
        <translation type="vanished">直前の戦闘: %1 対 %2 (終了)</translation>
    </message>
    <message>
        <source>%1 — battle start</source>
        <translation type="vanished">%1 — 戦闘開始</translation>
    </message>
    <message>
        <source>%1 — attack %2 of %3: %4 uses %5</source>
        <translation type="vanished">%1 — 攻撃 %2/%3: %4 が %5 を使用</translation>
    </message>
    <message>
        <source>%1 — every attack done, battle end</source>
        <translation type="vanished">%1 — 全攻撃完了、戦闘終了</translation>
    </message>
    <message>
        <source>%1 — attack %2 of %3 next</source>
        <translation type="vanished">%1 — 次は攻撃 %2/%3</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; of %2</source>
        <translation type="vanished">&lt;b&gt;%1&lt;/b&gt; (%2)</translation>
    </message>
    <message>
        <source>on the Bench</source>
        <translation type="vanished">ベンチに配置</translation>
    </message>
    <message>
        <source>%1 row, slot %2</source>
        <translation type="vanished">%1、スロット %2</translation>
    </message>
    <message>
        <source>HP %1 of %2, attack %3</source>
        <translation type="vanished">HP %1/%2、攻撃力 %3</translation>
    </message>
    <message>
        <source>dead: the position counts as empty (001:3.3.5.3.2)</source>
        <translation type="vanished">死亡: このポジションは空として扱われます (001:3.3.5.3.2)</translation>
    </message>
    <message>
        <source>the current attacker, with %1</source>
        <translation type="vanished">攻撃中ユニット (%1 を使用)</translation>
    </message>
    <message>
        <source>slot [%1] of the target array</source>
        <translation type="vanished">被攻撃ユニット配列のスロット [%1]</translation>
    </message>
    <message>
        <source>&lt;b&gt;[%1] null&lt;/b&gt;: an empty position of the range; its power damage counts an HP-loss rate of 1</source>
        <translation type="vanished">&lt;b&gt;[%1] null&lt;/b&gt;: 範囲内の空きポジション。国力ダメージでは対象HP損失率 1 として扱います</translation>
    </message>
    <message>
        <source>&lt;b&gt;[%1] %2&lt;/b&gt;, HP %3 of %4</source>
        <translation type="vanished">&lt;b&gt;[%1] %2&lt;/b&gt;、HP %3/%4</translation>
    </message>
    <message>
        <source>unit damage %1 (001:3.3.5.3.4/3)</source>
        <translation type="vanished">ユニットダメージ %1 (001:3.3.5.3.4/3)</translation>
    </message>
    <message>
        <source>power damage %1 (001:3.3.5.3.5/2)</source>
        <translation type="vanished">国力ダメージ %1 (001:3.3.5.3.5/2)</translation>
    </message>
    <message>
        <source>the target index: the unit damage step takes this slot next</source>
        <translation type="vanished">被攻撃ユニットインデックス: ユニットダメージステップは次にこのスロットを処理します</translation>
    </message>
    <message>
        <source>attacking now</source>
        <translation type="vanished">攻撃中</translation>
    </message>
    <message>
        <source>done</source>
        <translation type="vanished">完了</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation type="vanished">待機中</translation>
    </message>
    <message>
        <source>Attack %1: %2 of %3 uses %4 (priority %5, %6 row): %7</source>
        <translation type="vanished">攻撃 %1: %3 の %2 が %4 を使用 (優先度 %5、%6): %7</translation>
    </message>
</context>
<context>
    <name>BattlefieldLayout</name>
    <message>
        <source>Attack order</source>
        <translation type="vanished">攻撃順序</translation>
    </message>
    <message>
        <source>Bench</source>
        <translation type="vanished">ベンチ</translation>
    </message>
</context>
<context>
    <name>NationNames</name>
    <message>
        <source>No session</source>
        <translation type="vanished">セッションなし</translation>
    </message>
    <message>
        <source>The %1 belongs to the nation ruleset</source>
        <translation type="vanished">%1 は nation ルールセット用です</translation>
    </message>
    <message>
        <source>nation %1</source>
        <translation type="vanished">国家 %1</translation>
    </message>
    <message>
        <source>unit %1</source>
        <translation type="vanished">ユニット %1</translation>
    </message>
    <message>
        <source>state %1</source>
        <translation type="vanished">ステート %1</translation>
    </message>
    <message>
        <source>skill %1</source>
        <translation type="vanished">スキル %1</translation>
    </message>
    <message>
        <source>command %1</source>
        <translation type="vanished">コマンド %1</translation>
    </message>
    <message>
        <source>Front</source>
        <translation type="vanished">前線</translation>
    </message>
    <message>
        <source>Middle</source>
        <translation type="vanished">中衛</translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="vanished">後衛</translation>
    </message>
    <message>
        <source>Bench</source>
        <translation type="vanished">ベンチ</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation type="vanished">ポジション %1</translation>
    </message>
    <message>
        <source>not stackable (stacks: null)</source>
        <translation type="vanished">スタック不可 (stacks: null)</translation>
    </message>
    <message>
        <source>1 stack</source>
        <translation type="vanished">1 スタック</translation>
    </message>
    <message>
        <source>%1 stacks</source>
        <translation type="vanished">%1 スタック</translation>
    </message>
    <message>
        <source>; a new grant adds one (001:4.3/3.1)</source>
        <translation type="vanished">、再付与のたびに 1 増加 (001:4.3/3.1)</translation>
    </message>
    <message>
        <source>permanent (duration: null)</source>
        <translation type="vanished">永続 (duration: null)</translation>
    </message>
    <message>
        <source>1 turn left</source>
        <translation type="vanished">残り 1 ターン</translation>
    </message>
    <message>
        <source>%1 turns left</source>
        <translation type="vanished">残り %1 ターン</translation>
    </message>
    <message>
        <source>; counts down after its nation&apos;s turn end, removed at 0 (001:4.4/duration)</source>
        <translation type="vanished">、所属国家のターン終了後に減少し、0 で削除 (001:4.4/duration)</translation>
    </message>
    <message>
        <source>fires without limit (remaining triggers: null)</source>
        <translation type="vanished">無制限に発動 (残り発動回数: null)</translation>
    </message>
    <message>
        <source>1 trigger left</source>
        <translation type="vanished">残り発動回数 1</translation>
    </message>
    <message>
        <source>%1 triggers left</source>
        <translation type="vanished">残り発動回数 %1</translation>
    </message>
    <message>
        <source>; removed when it reaches 0 (001:4.4/2)</source>
        <translation type="vanished">、0 になると削除 (001:4.4/2)</translation>
    </message>
</context>
<context>
    <name>Periods</name>
    <message>
        <source>Rounds</source>
        <translation type="vanished">ラウンド</translation>
    </message>
    <message>
        <source>R</source>
        <comment>a round&apos;s label on the timeline: R12</comment>
        <translation type="vanished">R</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation type="vanished">ターン</translation>
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
        <translation>行動キュー</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/actionqueuedock.cpp" line="80"/>
        <source>Alternative chain: no action performed yet</source>
        <translation>代替行動の連鎖: まだ実行された行動はありません</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/actionqueuedock.cpp" line="82"/>
        <source>Alternative chain of %1&apos;s last action (the last row decides)</source>
        <translation>%1 の最後の行動の代替行動の連鎖 (最後の行が結果を決める)</translation>
    </message>
</context>
<context>
    <name>ts::gui::ActionQueueModel</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/actionqueuemodel.cpp" line="63"/>
        <source>defeated</source>
        <translation>倒された</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/actionqueuemodel.cpp" line="64"/>
        <source>%1 brain · nothing queued</source>
        <translation>%1 ブレイン · キューは空</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/actionqueuemodel.cpp" line="65"/>
        <source>%1 brain · 1 action</source>
        <translation>%1 ブレイン · 行動 1 件</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/actionqueuemodel.cpp" line="66"/>
        <source>%1 brain · %2 actions</source>
        <translation>%1 ブレイン · 行動 %2 件</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/actionqueuemodel.cpp" line="76"/>
        <source>Its brain is asked for actions when its turn comes with an empty queue</source>
        <translation>キューが空のまま順番が来たときにブレインに次の行動を問い合わせます</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/actionqueuemodel.cpp" line="77"/>
        <source>Its brain is not asked while actions are queued</source>
        <translation>キューに行動がある間はブレインに問い合わせません</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/actionqueuemodel.cpp" line="94"/>
        <source>waits</source>
        <translation>待機</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/actionqueuemodel.cpp" line="96"/>
        <source>head: %1 of %2 turns done</source>
        <translation>先頭: %2 ターン中 %1 ターン完了</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/actionqueuemodel.cpp" line="97"/>
        <source>head: performed on the next act</source>
        <translation>先頭: 次に行動するとき実行</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/actionqueuemodel.cpp" line="99"/>
        <source>The current action: performed when the actor has the energy; it leaves the queue when done</source>
        <translation>現在の行動: actor に十分な energy があるとき実行され、完了するとキューから外れます</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/actionqueuemodel.cpp" line="100"/>
        <source>Queued behind the head</source>
        <translation>先頭の後ろで待機中</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/actionqueuemodel.cpp" line="127"/>
        <source>Actor / queued action</source>
        <translation>actor / キューの行動</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/actionqueuemodel.cpp" line="127"/>
        <source>State</source>
        <translation>状態</translation>
    </message>
</context>
<context>
    <name>ts::gui::BattleDock</name>
    <message>
        <source>Battle</source>
        <translation type="vanished">戦闘</translation>
    </message>
    <message>
        <source>Battlefield</source>
        <translation type="vanished">戦場</translation>
    </message>
    <message>
        <source>Attack order</source>
        <translation type="vanished">攻撃順序</translation>
    </message>
    <message>
        <source>Target array</source>
        <translation type="vanished">被攻撃ユニット配列</translation>
    </message>
    <message>
        <source>Why this range</source>
        <translation type="vanished">範囲の決定理由</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation type="vanished">テーブル</translation>
    </message>
    <message>
        <source>Both formations, the attack order, the target array and why its range was chosen</source>
        <translation type="vanished">両軍の陣形、攻撃順序、被攻撃ユニット配列、およびその範囲が選ばれた理由</translation>
    </message>
    <message>
        <source>The attack order, the target array slot by slot and the candidate ranges, as tables</source>
        <translation type="vanished">攻撃順序、スロットごとの被攻撃ユニット配列、候補範囲をテーブルで表示</translation>
    </message>
</context>
<context>
    <name>ts::gui::BattleOrderModel</name>
    <message>
        <source>%1 (%2) uses %3: priority %4, %5 row; %6</source>
        <translation type="vanished">%1 (%2) が %3 を使用: 優先度 %4、%5、%6</translation>
    </message>
    <message>
        <source>attacking now</source>
        <translation type="vanished">攻撃中</translation>
    </message>
    <message>
        <source>done</source>
        <translation type="vanished">完了</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation type="vanished">待機中</translation>
    </message>
    <message>
        <source>Skill priority (high first), then row (Back, Middle, Front), then the attacking nation first (001:3.3.5.2/order)</source>
        <translation type="vanished">スキルの優先度 (高い順)、次にポジション (後衛、中衛、前線の順)、次に攻撃側国家が先 (001:3.3.5.2/order)</translation>
    </message>
    <message>
        <source>#</source>
        <translation type="vanished">#</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation type="vanished">攻撃者</translation>
    </message>
    <message>
        <source>Nation</source>
        <translation type="vanished">国家</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation type="vanished">スキル</translation>
    </message>
    <message>
        <source>Prio.</source>
        <translation type="vanished">優先度</translation>
    </message>
    <message>
        <source>Row</source>
        <translation type="vanished">ポジション</translation>
    </message>
</context>
<context>
    <name>ts::gui::BattleRangeModel</name>
    <message>
        <source>outside</source>
        <translation type="vanished">範囲外</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation type="vanished">決定</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation type="vanished">スキップ</translation>
    </message>
    <message>
        <source>empty</source>
        <translation type="vanished">空</translation>
    </message>
    <message>
        <source>%1 would be a row outside Front..Back: skipped (%2)</source>
        <translation type="vanished">%1は前線〜後衛の外になるためスキップ (%2)</translation>
    </message>
    <message>
        <source>%1: the skill&apos;s slots of the %2 row hold living units (%3): this range is the target (%4)</source>
        <translation type="vanished">%1: %2 のスキル対象スロットに生存ユニットあり (%3): この範囲が攻撃対象 (%4)</translation>
    </message>
    <message>
        <source>%1: no living unit in the skill&apos;s slots of the %2 row: the next candidate is checked (%3)</source>
        <translation type="vanished">%1: %2 のスキル対象スロットに生存ユニットなし: 次の候補を確認 (%3)</translation>
    </message>
    <message>
        <source>Candidate range</source>
        <translation type="vanished">候補範囲</translation>
    </message>
    <message>
        <source>Row</source>
        <translation type="vanished">ポジション</translation>
    </message>
    <message>
        <source>Living</source>
        <translation type="vanished">生存</translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="vanished">結果</translation>
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
        <translation type="vanished">スロット [%1] は null: 決定した範囲の空きポジションです。ユニットダメージステップはここで終わり、国力ダメージでは対象HP損失率 1 として扱います (001:3.3.5.3.4/2, 001:3.3.5.3.5/2)</translation>
    </message>
    <message>
        <source>Slot [%1]: %2, HP %3 of %4</source>
        <translation type="vanished">スロット [%1]: %2、HP %3/%4</translation>
    </message>
    <message>
        <source>The target index points here: the unit damage step takes this slot next (001:3.3.5.3.4/1)</source>
        <translation type="vanished">被攻撃ユニットインデックスはここを指しています: ユニットダメージステップは次にこのスロットを処理します (001:3.3.5.3.4/1)</translation>
    </message>
    <message>
        <source>Unit damage: %1 = attack × damage rate, rounded up (001:3.3.5.3.4/3)</source>
        <translation type="vanished">ユニットダメージ: %1 = 攻撃力 × 攻撃倍率 (切り上げ) (001:3.3.5.3.4/3)</translation>
    </message>
    <message>
        <source>No power damage: the attacker belongs to the defending nation (001:3.3.5.3.5/1)</source>
        <translation type="vanished">国力ダメージなし: 攻撃者は防御側国家に属しています (001:3.3.5.3.5/1)</translation>
    </message>
    <message>
        <source>Power damage: %1 = attack × power steal rate × HP-loss rate, rounded up (001:3.3.5.3.5/2)</source>
        <translation type="vanished">国力ダメージ: %1 = 攻撃力 × 国力奪取倍率 × 対象HP損失率 (切り上げ) (001:3.3.5.3.5/2)</translation>
    </message>
    <message>
        <source>Slot</source>
        <translation type="vanished">スロット</translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="vanished">対象</translation>
    </message>
    <message>
        <source>HP</source>
        <translation type="vanished">HP</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation type="vanished">ダメージ</translation>
    </message>
    <message>
        <source>Power dmg</source>
        <translation type="vanished">国力ダメージ</translation>
    </message>
</context>
<context>
    <name>ts::gui::BattlefieldWidget</name>
    <message>
        <source>normal</source>
        <translation type="vanished">正規</translation>
    </message>
    <message>
        <source>1 behind</source>
        <translation type="vanished">1つ後ろ</translation>
    </message>
    <message>
        <source>2 behind</source>
        <translation type="vanished">2つ後ろ</translation>
    </message>
    <message>
        <source>1 in front</source>
        <translation type="vanished">1つ手前</translation>
    </message>
    <message>
        <source>2 in front</source>
        <translation type="vanished">2つ手前</translation>
    </message>
    <message>
        <source>%1 · attacking</source>
        <translation type="vanished">%1 · 攻撃側</translation>
    </message>
    <message>
        <source>%1 · defending</source>
        <translation type="vanished">%1 · 防御側</translation>
    </message>
    <message>
        <source> · fallen</source>
        <translation type="vanished"> · 滅亡</translation>
    </message>
    <message>
        <source>power %1</source>
        <translation type="vanished">国力 %1</translation>
    </message>
    <message>
        <source>slot %1</source>
        <translation type="vanished">スロット %1</translation>
    </message>
    <message>
        <source>empty</source>
        <translation type="vanished">空</translation>
    </message>
    <message>
        <source>+%1 more</source>
        <translation type="vanished">他 %1 体</translation>
    </message>
    <message>
        <source> ✗ no living unit</source>
        <translation type="vanished"> ✗ 生存ユニットなし</translation>
    </message>
    <message>
        <source>dead</source>
        <translation type="vanished">死亡</translation>
    </message>
    <message>
        <source>ATK %1</source>
        <translation type="vanished">攻撃 %1</translation>
    </message>
    <message>
        <source>HP %1/%2</source>
        <translation type="vanished">HP %1/%2</translation>
    </message>
    <message>
        <source>pending steal</source>
        <translation type="vanished">暫定国力奪取量</translation>
    </message>
    <message>
        <source>this attack %1</source>
        <translation type="vanished">今回の攻撃 %1</translation>
    </message>
    <message>
        <source>this attack —</source>
        <translation type="vanished">今回の攻撃 —</translation>
    </message>
    <message>
        <source>built after the battle start processing (001:3.3.5.2/5)</source>
        <translation type="vanished">戦闘開始時のステート処理の後に決定 (001:3.3.5.2/5)</translation>
    </message>
    <message>
        <source>Target array: decided next</source>
        <translation type="vanished">被攻撃ユニット配列: 次に決定</translation>
    </message>
    <message>
        <source>Target array: none yet</source>
        <translation type="vanished">被攻撃ユニット配列: まだなし</translation>
    </message>
    <message>
        <source>Target array of %1: %2&apos;s %3 row, %4</source>
        <translation type="vanished">%1 の被攻撃ユニット配列: %2 の %3 (%4)</translation>
    </message>
    <message>
        <source>Target array of %1 against %2: %3</source>
        <translation type="vanished">%1 の %2 に対する被攻撃ユニット配列: %3</translation>
    </message>
    <message>
        <source>null</source>
        <translation type="vanished">null</translation>
    </message>
    <message>
        <source>damage %1</source>
        <translation type="vanished">ダメージ %1</translation>
    </message>
    <message>
        <source>not hit yet</source>
        <translation type="vanished">未攻撃</translation>
    </message>
    <message>
        <source>The battle&apos;s pending steal (暫定国力奪取量): the sum of every attack&apos;s power damage; at battle end the defender loses at most its power and the attacker gains the same (001:3.3.5.4/1)</source>
        <translation type="vanished">戦闘の暫定国力奪取量: 各攻撃の国力ダメージの合計。戦闘終了時、防御側国家は最大で自国の国力まで失い、攻撃側国家は同じ額を得ます (001:3.3.5.4/1)</translation>
    </message>
</context>
<context>
    <name>ts::gui::BreakpointModel</name>
    <message>
        <source>any</source>
        <translation type="vanished">すべて</translation>
    </message>
    <message numerus="yes">
        <source>Evaluated %n time(s) without error</source>
        <translation type="vanished">
            <numerusform>%n 回評価し、エラーなし</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
at event #%2 (%3 of %4 evaluations failed; a failed evaluation counts as false)</source>
        <translation type="vanished">%1
イベント #%2 で発生 (%4 回の評価のうち %3 回が失敗。失敗した評価は false として扱われます)</translation>
    </message>
    <message>
        <source>Breakpoint #%1 is enabled</source>
        <translation type="vanished">ブレークポイント #%1 は有効です</translation>
    </message>
    <message>
        <source>Breakpoint #%1 is disabled</source>
        <translation type="vanished">ブレークポイント #%1 は無効です</translation>
    </message>
    <message>
        <source>Times the debugger stopped here</source>
        <translation type="vanished">デバッガがここで停止した回数</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation type="vanished">有効</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="vanished">種類</translation>
    </message>
    <message>
        <source>Clause</source>
        <translation type="vanished">条項</translation>
    </message>
    <message>
        <source>Entity</source>
        <translation type="vanished">エンティティ</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation type="vanished">条件</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation type="vanished">ヒット数</translation>
    </message>
    <message>
        <source>A JavaScript expression over the state, e.g. unit(&quot;Player&quot;).hp &lt;= 10 &amp;&amp; turn() &gt;= 2</source>
        <translation type="vanished">状態に対する JavaScript の式。例: unit(&quot;Player&quot;).hp &lt;= 10 &amp;&amp; turn() &gt;= 2</translation>
    </message>
    <message>
        <source>No game is open</source>
        <translation type="vanished">ゲームが開かれていません</translation>
    </message>
    <message>
        <source>Unknown event kind &quot;%1&quot;</source>
        <translation type="vanished">不明なイベントの種類 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Unknown rule clause &quot;%1&quot;</source>
        <translation type="vanished">不明なルール条項 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Unknown entity &quot;%1&quot;</source>
        <translation type="vanished">不明なエンティティ &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Give a kind, a clause, an entity or a condition</source>
        <translation type="vanished">種類、条項、エンティティ、条件のいずれかを指定してください</translation>
    </message>
</context>
<context>
    <name>ts::gui::BreakpointsDock</name>
    <message>
        <source>Breakpoints</source>
        <translation type="vanished">ブレークポイント</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation type="vanished">追加…</translation>
    </message>
    <message>
        <source>Add a breakpoint on a kind, a clause, an entity or a condition</source>
        <translation type="vanished">種類、条項、エンティティ、条件のいずれかでブレークポイントを追加する</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="vanished">削除</translation>
    </message>
    <message>
        <source>Remove the selected breakpoints (Del)</source>
        <translation type="vanished">選択したブレークポイントを削除する (Del)</translation>
    </message>
    <message>
        <source>Enable All</source>
        <translation type="vanished">すべて有効</translation>
    </message>
    <message>
        <source>Disable All</source>
        <translation type="vanished">すべて無効</translation>
    </message>
    <message>
        <source>any clause, e.g. 000:merge</source>
        <translation type="vanished">すべての条項 (例: 000:merge)</translation>
    </message>
    <message>
        <source>always, or e.g. unit(&quot;Player&quot;).hp &lt;= 10 &amp;&amp; turn() &gt;= 2</source>
        <translation type="vanished">常に停止、または 例: unit(&quot;Player&quot;).hp &lt;= 10 &amp;&amp; turn() &gt;= 2</translation>
    </message>
    <message>
        <source>A JavaScript expression over the state at the event: state, unit(name), turn(), run()</source>
        <translation type="vanished">イベント時点の状態に対する JavaScript の式: state、unit(name)、turn()、run()</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="vanished">種類</translation>
    </message>
    <message>
        <source>Clause</source>
        <translation type="vanished">条項</translation>
    </message>
    <message>
        <source>Entity</source>
        <translation type="vanished">エンティティ</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation type="vanished">条件</translation>
    </message>
    <message>
        <source>Add Breakpoint</source>
        <translation type="vanished">ブレークポイントを追加</translation>
    </message>
    <message>
        <source>No breakpoints.
Press F9 on an event, click the log&apos;s gutter, or use Add…</source>
        <translation type="vanished">ブレークポイントはありません。
イベント上で F9 を押すか、ログの左端をクリックするか、「追加…」を使います</translation>
    </message>
    <message>
        <source>any kind</source>
        <translation type="vanished">すべての種類</translation>
    </message>
    <message>
        <source>any entity</source>
        <translation type="vanished">すべてのエンティティ</translation>
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
        <translation>失敗</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/chainmodel.cpp" line="35"/>
        <source>done</source>
        <translation>完了</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/chainmodel.cpp" line="35"/>
        <source>not done</source>
        <translation>未完了</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/chainmodel.cpp" line="36"/>
        <source>yes: the next row</source>
        <translation>あり: 次の行</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/chainmodel.cpp" line="36"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/chainmodel.cpp" line="57"/>
        <source>The last result of the chain: the loop spends energy only if it succeeded, and moves the action queue on only if it is done</source>
        <translation>連鎖の最後の結果: 成功したときだけ energy を消費し、完了したときだけ行動キューを進めます</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/chainmodel.cpp" line="59"/>
        <source>This action returned an alternative, which was performed instead</source>
        <translation>この行動は代替行動を返し、代わりにそれが実行されました</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/chainmodel.cpp" line="76"/>
        <source>Action</source>
        <translation>行動</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/chainmodel.cpp" line="77"/>
        <source>Concerns</source>
        <translation>対象</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/chainmodel.cpp" line="78"/>
        <source>Succeeded</source>
        <translation>成功</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/chainmodel.cpp" line="79"/>
        <source>Done</source>
        <translation>完了</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/chainmodel.cpp" line="80"/>
        <source>Alternative</source>
        <translation>代替行動</translation>
    </message>
</context>
<context>
    <name>ts::gui::ConditionEngine</name>
    <message>
        <source>Unbalanced &apos;%1&apos; at column %2</source>
        <translation type="vanished">%2 桁目の &apos;%1&apos; が対応していません</translation>
    </message>
    <message>
        <source>Missing &apos;%1&apos; at the end</source>
        <translation type="vanished">末尾に &apos;%1&apos; がありません</translation>
    </message>
    <message>
        <source>Uncaught exception: %1</source>
        <translation type="vanished">捕捉されない例外: %1</translation>
    </message>
    <message>
        <source> (line %1)</source>
        <translation type="vanished"> (%1 行目)</translation>
    </message>
    <message>
        <source>The condition is empty</source>
        <translation type="vanished">条件が空です</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not allowed: a condition is a single expression, without loops</source>
        <translation type="vanished">&apos;%1&apos; は使用できません: 条件はループを含まない単一の式です</translation>
    </message>
    <message>
        <source>&quot;use strict&quot; is not allowed in a condition</source>
        <translation type="vanished">条件では &quot;use strict&quot; を使用できません</translation>
    </message>
    <message>
        <source>The condition did not compile to a function</source>
        <translation type="vanished">条件を関数にコンパイルできませんでした</translation>
    </message>
    <message>
        <source>The condition is not compiled</source>
        <translation type="vanished">条件がコンパイルされていません</translation>
    </message>
    <message>
        <source>The condition ran longer than %1 ms and was stopped</source>
        <translation type="vanished">条件の実行が %1 ミリ秒を超えたため停止しました</translation>
    </message>
</context>
<context>
    <name>ts::gui::DebugActions</name>
    <message>
        <source>Open &amp;Scenario…</source>
        <translation type="vanished">シナリオを開く(&amp;S)…</translation>
    </message>
    <message>
        <source>Open a scenario file and run it</source>
        <translation type="vanished">シナリオファイルを開いて実行する</translation>
    </message>
    <message>
        <source>Open &amp;Trace…</source>
        <translation type="vanished">トレースを開く(&amp;T)…</translation>
    </message>
    <message>
        <source>Open a saved trace file</source>
        <translation type="vanished">保存したトレースファイルを開く</translation>
    </message>
    <message>
        <source>&amp;Save Trace</source>
        <translation type="vanished">トレースを保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save the trace</source>
        <translation type="vanished">トレースを保存する</translation>
    </message>
    <message>
        <source>Save Trace &amp;As…</source>
        <translation type="vanished">名前を付けてトレースを保存(&amp;A)…</translation>
    </message>
    <message>
        <source>Save the trace to a new file</source>
        <translation type="vanished">新しいファイルにトレースを保存する</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="vanished">終了(&amp;Q)</translation>
    </message>
    <message>
        <source>Quit Turnscope</source>
        <translation type="vanished">Turnscope を終了する</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation type="vanished">続行(&amp;C)</translation>
    </message>
    <message>
        <source>Run to the next breakpoint hit</source>
        <translation type="vanished">次のブレークポイントまで実行する</translation>
    </message>
    <message>
        <source>&amp;Reverse Continue</source>
        <translation type="vanished">逆方向に続行(&amp;R)</translation>
    </message>
    <message>
        <source>Run back to the previous breakpoint hit</source>
        <translation type="vanished">前のブレークポイントまで戻る</translation>
    </message>
    <message>
        <source>Step &amp;Over</source>
        <translation type="vanished">ステップオーバー(&amp;O)</translation>
    </message>
    <message>
        <source>Next event at the same or a shallower depth</source>
        <translation type="vanished">同じかより浅い深さの次のイベント</translation>
    </message>
    <message>
        <source>Step &amp;Into</source>
        <translation type="vanished">ステップイン(&amp;I)</translation>
    </message>
    <message>
        <source>Next event</source>
        <translation type="vanished">次のイベント</translation>
    </message>
    <message>
        <source>Step O&amp;ut</source>
        <translation type="vanished">ステップアウト(&amp;U)</translation>
    </message>
    <message>
        <source>Next event at a shallower depth</source>
        <translation type="vanished">より浅い深さの次のイベント</translation>
    </message>
    <message>
        <source>Step &amp;Back</source>
        <translation type="vanished">ステップバック(&amp;B)</translation>
    </message>
    <message>
        <source>Previous event</source>
        <translation type="vanished">前のイベント</translation>
    </message>
    <message>
        <source>Step Back O&amp;ver</source>
        <translation type="vanished">逆ステップオーバー(&amp;V)</translation>
    </message>
    <message>
        <source>Previous event at the same or a shallower depth</source>
        <translation type="vanished">同じかより浅い深さの前のイベント</translation>
    </message>
    <message>
        <source>Step Back Ou&amp;t</source>
        <translation type="vanished">逆ステップアウト(&amp;T)</translation>
    </message>
    <message>
        <source>Previous event at a shallower depth</source>
        <translation type="vanished">より浅い深さの前のイベント</translation>
    </message>
    <message>
        <source>Run to &amp;Cursor</source>
        <translation type="vanished">カーソルまで実行(&amp;C)</translation>
    </message>
    <message>
        <source>Run to the event selected in the event log</source>
        <translation type="vanished">イベントログで選択したイベントまで実行する</translation>
    </message>
    <message>
        <source>Toggle &amp;Breakpoint</source>
        <translation type="vanished">ブレークポイントの切り替え(&amp;B)</translation>
    </message>
    <message>
        <source>Break on events of the current event&apos;s kind</source>
        <translation type="vanished">現在のイベントと同じ種類で停止する</translation>
    </message>
    <message>
        <source>&amp;Go to Event…</source>
        <translation type="vanished">イベントへ移動(&amp;G)…</translation>
    </message>
    <message>
        <source>Jump to an event number</source>
        <translation type="vanished">イベント番号へ移動する</translation>
    </message>
    <message>
        <source>Go to &amp;Turn…</source>
        <translation type="vanished">ターンへ移動(&amp;T)…</translation>
    </message>
    <message>
        <source>Jump to a turn and Run</source>
        <translation type="vanished">ターンと Run へ移動する</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation type="vanished">再生(&amp;P)</translation>
    </message>
    <message>
        <source>Step forward at the chosen number of events per second</source>
        <translation type="vanished">指定した毎秒イベント数で前へ進む</translation>
    </message>
    <message>
        <source>Sto&amp;p</source>
        <translation type="vanished">停止(&amp;P)</translation>
    </message>
    <message>
        <source>Stop the running work</source>
        <translation type="vanished">実行中の処理を止める</translation>
    </message>
    <message>
        <source>&amp;Restore Default Layout</source>
        <translation type="vanished">既定のレイアウトに戻す(&amp;R)</translation>
    </message>
    <message>
        <source>Put every panel back where it started</source>
        <translation type="vanished">すべてのパネルを元の位置に戻す</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation type="vanished">設定(&amp;S)…</translation>
    </message>
    <message>
        <source>Language and other settings</source>
        <translation type="vanished">言語などの設定</translation>
    </message>
    <message>
        <source>&amp;About Turnscope</source>
        <translation type="vanished">Turnscope について(&amp;A)</translation>
    </message>
    <message>
        <source>About Turnscope</source>
        <translation type="vanished">Turnscope について</translation>
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
        <translation type="vanished">備考</translation>
    </message>
    <message>
        <source>from the scenario&apos;s script</source>
        <translation type="vanished">シナリオのスクリプトによる</translation>
    </message>
    <message>
        <source>from the built-in AI policy</source>
        <translation type="vanished">組み込みの AI ポリシーによる</translation>
    </message>
    <message>
        <source>given by hand (or by a fork)</source>
        <translation type="vanished">手動 (または分岐) による</translation>
    </message>
    <message>
        <source>re-executing the game did not reach this decision</source>
        <translation type="vanished">ゲームを再実行しましたが、この意思決定に到達しませんでした</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation type="vanished">意思決定</translation>
    </message>
    <message>
        <source>Fork here</source>
        <translation type="vanished">ここで分岐</translation>
    </message>
    <message>
        <source>Fork</source>
        <translation type="vanished">分岐</translation>
    </message>
    <message>
        <source>Answer the decision with the selected choice and run on (or double-click a choice)</source>
        <translation type="vanished">選択した選択肢で意思決定に回答し、実行を続ける (選択肢のダブルクリックでも可)</translation>
    </message>
    <message>
        <source>Fork here…</source>
        <translation type="vanished">ここで分岐…</translation>
    </message>
    <message>
        <source>Answer this decision with the selected choice instead; the events after it are replaced</source>
        <translation type="vanished">代わりに選択した選択肢でこの意思決定に回答する。以降のイベントは置き換えられます</translation>
    </message>
    <message>
        <source>No game is open.</source>
        <translation type="vanished">ゲームが開かれていません。</translation>
    </message>
    <message>
        <source>No decision here.

Step to a decision event (◆ on the timeline) to fork, or run until the game asks.</source>
        <translation type="vanished">ここに意思決定はありません。

分岐するには意思決定イベント (タイムライン上の ◆) までステップ実行するか、ゲームが尋ねるまで実行してください。</translation>
    </message>
    <message>
        <source>script</source>
        <translation type="vanished">スクリプト</translation>
    </message>
    <message>
        <source>AI&apos;s choice</source>
        <translation type="vanished">AI の選択</translation>
    </message>
    <message>
        <source>script, not legal now</source>
        <translation type="vanished">スクリプト (現在は選択不可)</translation>
    </message>
    <message>
        <source>%1 must decide</source>
        <translation type="vanished">%1 が決める番です</translation>
    </message>
    <message>
        <source>Decision #%1, asked after event #%2.</source>
        <translation type="vanished">意思決定 #%1 (イベント #%2 の後に要求)。</translation>
    </message>
    <message>
        <source>The script says: &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation type="vanished">スクリプトの指定: &lt;b&gt;%1&lt;/b&gt;。</translation>
    </message>
    <message>
        <source>No script line: the game waits for your answer.</source>
        <translation type="vanished">スクリプトがありません。ゲームはあなたの回答を待っています。</translation>
    </message>
    <message>
        <source>recorded</source>
        <translation type="vanished">記録済み</translation>
    </message>
    <message>
        <source>Decision #%1 · %2</source>
        <translation type="vanished">意思決定 #%1 · %2</translation>
    </message>
    <message>
        <source>%1 chose &lt;b&gt;%2&lt;/b&gt;, %3.&lt;br&gt;Recorded as event #%4.</source>
        <translation type="vanished">%1 は &lt;b&gt;%2&lt;/b&gt; を選択しました (%3)。&lt;br&gt;イベント #%4 として記録されています。</translation>
    </message>
    <message>
        <source>Answer this decision differently: the game is played on from here with your answer, and the events after it are replaced.</source>
        <translation type="vanished">この意思決定に別の回答をする: ここからあなたの回答でゲームが進み、以降のイベントは置き換えられます。</translation>
    </message>
    <message>
        <source>The legal answers at this decision could not be worked out (%1).</source>
        <translation type="vanished">この意思決定で選択可能な回答を求められませんでした (%1)。</translation>
    </message>
    <message>
        <source>The game is also waiting for decision #%1 at its end.</source>
        <translation type="vanished">ゲームは末尾でも意思決定 #%1 を待っています。</translation>
    </message>
    <message>
        <source>This is the recorded answer</source>
        <translation type="vanished">記録済みの回答です</translation>
    </message>
    <message>
        <source>Fork at decision #%1?

%2 will %3 instead of %4. The events from #%5 on are replaced by the new future.</source>
        <translation type="vanished">意思決定 #%1 で分岐しますか?

%2 は %4 の代わりに %3 を選びます。#%5 以降のイベントは新しい未来に置き換えられます。</translation>
    </message>
    <message>
        <source>This trace has not been saved: save it first if you want to keep the old future.</source>
        <translation type="vanished">このトレースは保存されていません。元の未来を残したい場合は先に保存してください。</translation>
    </message>
    <message>
        <source>The old future stays in the saved trace file, %1.</source>
        <translation type="vanished">元の未来は保存済みのトレースファイル %1 に残ります。</translation>
    </message>
</context>
<context>
    <name>ts::gui::EnergyDock</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energydock.cpp" line="16"/>
        <source>Energy</source>
        <translation>Energy</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energydock.cpp" line="53"/>
        <source>The bar is the energy on a scale of twice the action cost; the line is the cost: an actor with an action acts when its energy is at least that much after its gain. The pale part is the next visit&apos;s gain. ▶ current actor, → predicted to act next.</source>
        <translation>バーは行動コストの 2 倍までの目盛りで energy を示し、線はコストです: 行動を持つ actor は、energy を得た後にこの値以上あれば行動します。薄い部分は次の訪問で得る energy です。▶ 現在の actor、→ 次に行動すると予測される actor。</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energydock.cpp" line="86"/>
        <source>Before the first visit</source>
        <translation>最初の訪問の前</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energydock.cpp" line="87"/>
        <source>Turn %1 is over (World.update #%2)</source>
        <translation>ターン %1 終了 (World.update #%2)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energydock.cpp" line="88"/>
        <source>Turn %1 · visit %2 (World.update #%3)</source>
        <translation>ターン %1 · 訪問 %2 (World.update #%3)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energydock.cpp" line="90"/>
        <source>%1 waits for input</source>
        <translation>%1 は入力待ち</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energydock.cpp" line="90"/>
        <source>current: %1</source>
        <translation>現在: %1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energydock.cpp" line="92"/>
        <source>next to act: %1, on the next visit</source>
        <translation>次に行動: %1 (次の訪問)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energydock.cpp" line="93"/>
        <source>next to act: %1, in %2 visits</source>
        <translation>次に行動: %1 (%2 訪問後)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energydock.cpp" line="94"/>
        <source>%1 table, cost %2</source>
        <translation>%1 テーブル、コスト %2</translation>
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
        <translation>倒された</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energymodel.cpp" line="45"/>
        <source>current</source>
        <translation>現在</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energymodel.cpp" line="45"/>
        <source>in %1</source>
        <translation>あと %1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energymodel.cpp" line="46"/>
        <source>%1 of %2</source>
        <translation>%2 中 %1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energymodel.cpp" line="53"/>
        <source>%1 (%2 brain): energy %3, +%4 per visit at speed %5 (%6 table); it acts when its energy is at least %7</source>
        <translation>%1 (%2 ブレイン): energy %3、スピード %5 で訪問ごとに +%4 (%6 テーブル)。energy が %7 以上のとき行動します</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energymodel.cpp" line="62"/>
        <source>Predicted to act next, in %1 visit(s), if everyone keeps an action</source>
        <translation>全員が行動を持ち続けるなら、%1 訪問後に次に行動すると予測されます</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energymodel.cpp" line="108"/>
        <source>The current actor of the actor queue</source>
        <translation>actor キューの現在の actor</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energymodel.cpp" line="109"/>
        <source>Predicted to act next</source>
        <translation>次に行動すると予測</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energymodel.cpp" line="116"/>
        <source>The actors in the order of the actor queue</source>
        <translation>actor キューの順に並んだ actor</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energymodel.cpp" line="116"/>
        <source>Actor</source>
        <translation>actor</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energymodel.cpp" line="117"/>
        <source>Energy against the action cost: it acts when the bar reaches the line</source>
        <translation>行動コストに対する energy: バーが線に届くと行動します</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energymodel.cpp" line="117"/>
        <source>Energy</source>
        <translation>Energy</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energymodel.cpp" line="118"/>
        <source>Energy gained on each visit with an action (from the speed)</source>
        <translation>行動を持つ訪問ごとに得る energy (スピードから)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energymodel.cpp" line="118"/>
        <source>Gain/visit</source>
        <translation>獲得/訪問</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energymodel.cpp" line="119"/>
        <source>Speed</source>
        <translation>スピード</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energymodel.cpp" line="120"/>
        <source>The place in the actor queue: visits until its turn comes</source>
        <translation>actor キューでの位置: 順番が来るまでの訪問数</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energymodel.cpp" line="120"/>
        <source>Queue</source>
        <translation>キュー</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energymodel.cpp" line="121"/>
        <source>Actions taken (energy spent) of the visits so far</source>
        <translation>これまでの訪問のうち行動した回数 (energy を消費)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energymodel.cpp" line="121"/>
        <source>Acted</source>
        <translation>行動</translation>
    </message>
</context>
<context>
    <name>ts::gui::EnergySnapshot</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energysnapshot.cpp" line="23"/>
        <source>walk %1</source>
        <translation>%1 へ歩く</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energysnapshot.cpp" line="24"/>
        <source>attack %1</source>
        <translation>%1 を攻撃</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energysnapshot.cpp" line="25"/>
        <source>open the door %1</source>
        <translation>%1 の扉を開ける</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energysnapshot.cpp" line="26"/>
        <source>rest 1 turn</source>
        <translation>1 ターン休む</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energysnapshot.cpp" line="26"/>
        <source>rest %1 turns</source>
        <translation>%1 ターン休む</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energysnapshot.cpp" line="27"/>
        <source>change speed by %1</source>
        <translation>スピードを %1 変える</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energysnapshot.cpp" line="30"/>
        <source>action #%1</source>
        <translation>行動 #%1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energysnapshot.cpp" line="36"/>
        <source>player (input)</source>
        <translation>プレイヤー (入力)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energysnapshot.cpp" line="37"/>
        <source>chase</source>
        <translation>追跡</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energysnapshot.cpp" line="38"/>
        <source>wander</source>
        <translation>徘徊</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energysnapshot.cpp" line="39"/>
        <source>keep distance</source>
        <translation>距離を保つ</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energysnapshot.cpp" line="40"/>
        <source>script</source>
        <translation>スクリプト</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energysnapshot.cpp" line="50"/>
        <source>The energy panels belong to energy games (&quot;scheduler&quot;: &quot;energy&quot;)</source>
        <translation>energy パネルは energy のゲーム (&quot;scheduler&quot;: &quot;energy&quot;) 用です</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energysnapshot.cpp" line="50"/>
        <source>No session</source>
        <translation>セッションなし</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energysnapshot.cpp" line="75"/>
        <source>door (%1,%2)</source>
        <translation>扉 (%1,%2)</translation>
    </message>
</context>
<context>
    <name>ts::gui::EventLogDock</name>
    <message>
        <source>Event Log</source>
        <translation type="vanished">イベントログ</translation>
    </message>
    <message>
        <source>Search the summaries</source>
        <translation type="vanished">概要を検索</translation>
    </message>
    <message>
        <source>Shows the events whose line contains this text (any case)</source>
        <translation type="vanished">この文字列を含む行のイベントを表示 (大文字小文字を区別しない)</translation>
    </message>
    <message>
        <source>Show one kind of event</source>
        <translation type="vanished">1 種類のイベントを表示</translation>
    </message>
    <message>
        <source>Clause, e.g. 000:speed</source>
        <translation type="vanished">条項 (例: 000:speed)</translation>
    </message>
    <message>
        <source>Shows the events of the rule clauses that start with this id</source>
        <translation type="vanished">この ID で始まるルール条項のイベントを表示</translation>
    </message>
    <message>
        <source>Show the events that concern one entity</source>
        <translation type="vanished">1 つのエンティティに関係するイベントを表示</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="vanished">クリア</translation>
    </message>
    <message>
        <source>Show every event</source>
        <translation type="vanished">すべてのイベントを表示</translation>
    </message>
    <message>
        <source>Matching the filter</source>
        <translation type="vanished">フィルタを適用中</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation type="vanished">すべての種類</translation>
    </message>
    <message>
        <source>All entities</source>
        <translation type="vanished">すべてのエンティティ</translation>
    </message>
    <message>
        <source>%1 events</source>
        <translation type="vanished">%1 件のイベント</translation>
    </message>
    <message>
        <source>%1 of %2 events</source>
        <translation type="vanished">%2 件中 %1 件のイベント</translation>
    </message>
</context>
<context>
    <name>ts::gui::EventLogModel</name>
    <message>
        <source>A breakpoint matches this event</source>
        <translation type="vanished">このイベントに一致するブレークポイントがあります</translation>
    </message>
    <message>
        <source>Click to break on every “%1” event</source>
        <translation type="vanished">クリックするとすべての「%1」イベントで停止</translation>
    </message>
    <message>
        <source>#</source>
        <translation type="vanished">#</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="vanished">種類</translation>
    </message>
    <message>
        <source>Clause</source>
        <translation type="vanished">条項</translation>
    </message>
    <message>
        <source>Entities</source>
        <translation type="vanished">エンティティ</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="vanished">概要</translation>
    </message>
    <message>
        <source>Breakpoints: click a row&apos;s cell to break on its kind</source>
        <translation type="vanished">ブレークポイント: 行のセルをクリックするとその種類で停止</translation>
    </message>
    <message>
        <source>Event number</source>
        <translation type="vanished">イベント番号</translation>
    </message>
    <message>
        <source>The rule clause that produced the event</source>
        <translation type="vanished">イベントを生成したルール条項</translation>
    </message>
    <message>
        <source>The entities the event concerns</source>
        <translation type="vanished">イベントに関係するエンティティ</translation>
    </message>
</context>
<context>
    <name>ts::gui::EventLogView</name>
    <message>
        <source>Go to event %1</source>
        <translation type="vanished">イベント %1 へ移動</translation>
    </message>
    <message>
        <source>Break on kind %1</source>
        <translation type="vanished">種類 %1 で停止</translation>
    </message>
    <message>
        <source>Break on clause %1</source>
        <translation type="vanished">条項 %1 で停止</translation>
    </message>
    <message>
        <source>Break on entity %1</source>
        <translation type="vanished">エンティティ %1 で停止</translation>
    </message>
    <message>
        <source>Run to here</source>
        <translation type="vanished">ここまで実行</translation>
    </message>
    <message>
        <source>Copy line</source>
        <translation type="vanished">行をコピー</translation>
    </message>
</context>
<context>
    <name>ts::gui::HeldStatesModel</name>
    <message>
        <source>no states</source>
        <translation type="vanished">ステートなし</translation>
    </message>
    <message>
        <source>1 state</source>
        <translation type="vanished">1 ステート</translation>
    </message>
    <message>
        <source>%1 states</source>
        <translation type="vanished">%1 ステート</translation>
    </message>
    <message>
        <source>passive</source>
        <translation type="vanished">パッシブ</translation>
    </message>
    <message>
        <source>grant #%1</source>
        <translation type="vanished">付与 #%1</translation>
    </message>
    <message>
        <source>%1 · grant #%2</source>
        <translation type="vanished">%1 · 付与 #%2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; held by %2, position %3 of its state array</source>
        <translation type="vanished">&lt;b&gt;%1&lt;/b&gt; (所持者: %2、ステート配列の位置 %3)</translation>
    </message>
    <message>
        <source>stacks: %1</source>
        <translation type="vanished">スタック数: %1</translation>
    </message>
    <message>
        <source>duration: %1</source>
        <translation type="vanished">残りターン数: %1</translation>
    </message>
    <message>
        <source>remaining triggers: %1</source>
        <translation type="vanished">残り発動回数: %1</translation>
    </message>
    <message>
        <source>passive: never triggers; supplies modifiers and replacements</source>
        <translation type="vanished">パッシブ: 発動せず、補正値と効果のすり替えを提供</translation>
    </message>
    <message>
        <source>fires at: %1</source>
        <translation type="vanished">発動タイミング: %1</translation>
    </message>
    <message>
        <source>&lt;i&gt;granted or changed by the current event&lt;/i&gt;</source>
        <translation type="vanished">&lt;i&gt;現在のイベントで付与または変更&lt;/i&gt;</translation>
    </message>
    <message>
        <source>power %1 · fallen</source>
        <translation type="vanished">国力 %1 · 滅亡</translation>
    </message>
    <message>
        <source>power %1</source>
        <translation type="vanished">国力 %1</translation>
    </message>
    <message>
        <source>Nation states</source>
        <translation type="vanished">国家ステート</translation>
    </message>
    <message>
        <source>before its units in priority (001:4.2.2)</source>
        <translation type="vanished">優先順位はユニットより先 (001:4.2.2)</translation>
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
        <translation type="vanished">ゲーム開始</translation>
    </message>
    <message>
        <source>Round %1, %2&apos;s turn</source>
        <translation type="vanished">ラウンド %1、%2 のターン</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="vanished">ラウンド %1</translation>
    </message>
    <message>
        <source>%1: %2 held</source>
        <translation type="vanished">%1 — 所持: %2</translation>
    </message>
    <message>
        <source>, %1 granted or changed by this event</source>
        <translation type="vanished">、このイベントで %1 件を付与または変更</translation>
    </message>
    <message>
        <source>states panel</source>
        <translation type="vanished">ステートパネル</translation>
    </message>
    <message>
        <source> — the cursor is inside an NPC preview, which changes a copy of the game; these are the real game&apos;s states</source>
        <translation type="vanished"> — カーソルは NPC のプレビュー (ゲームのコピーを変更する) の中にあります。表示しているのは実際のゲームのステートです</translation>
    </message>
    <message>
        <source>Holder / state</source>
        <translation type="vanished">所持者 / ステート</translation>
    </message>
    <message>
        <source>Stacks</source>
        <translation type="vanished">スタック</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation type="vanished">残りターン</translation>
    </message>
    <message>
        <source>Triggers left</source>
        <translation type="vanished">残り発動</translation>
    </message>
    <message>
        <source>Fires at</source>
        <translation type="vanished">発動タイミング</translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="vanished">備考</translation>
    </message>
    <message>
        <source>Each nation, its own states, then each unit of its unit array; states in array order (001:4.2.2, 001:4.2.3)</source>
        <translation type="vanished">国家ごとに国家ステート、次にユニット配列の各ユニット。ステートは配列順 (001:4.2.2, 001:4.2.3)</translation>
    </message>
    <message>
        <source>Stack count; — = not stackable (null)</source>
        <translation type="vanished">スタック数。— = スタック不可 (null)</translation>
    </message>
    <message>
        <source>Turns left; ∞ = permanent (null)</source>
        <translation type="vanished">残りターン数。∞ = 永続 (null)</translation>
    </message>
    <message>
        <source>Remaining triggers; ∞ = unlimited (null)</source>
        <translation type="vanished">残り発動回数。∞ = 無制限 (null)</translation>
    </message>
    <message>
        <source>The timings the state fires at, or passive</source>
        <translation type="vanished">ステートの発動タイミング、またはパッシブ</translation>
    </message>
    <message>
        <source>The state&apos;s description and grant serial; a holder&apos;s place and HP</source>
        <translation type="vanished">ステートの説明と付与番号、所持者の配置と HP</translation>
    </message>
</context>
<context>
    <name>ts::gui::InspectorDock</name>
    <message>
        <source>Inspector</source>
        <translation type="vanished">インスペクタ</translation>
    </message>
    <message>
        <source>Filter names and values</source>
        <translation type="vanished">名前と値で絞り込む</translation>
    </message>
    <message>
        <source>Changed only</source>
        <translation type="vanished">変更のみ</translation>
    </message>
    <message>
        <source>Show only the values the current event changed</source>
        <translation type="vanished">現在のイベントで変更された値のみを表示する</translation>
    </message>
    <message>
        <source>No state</source>
        <translation type="vanished">状態なし</translation>
    </message>
    <message>
        <source>Event #%1 changed no value</source>
        <translation type="vanished">イベント #%1 で変更された値はありません</translation>
    </message>
    <message>
        <source>Event #%1 changed 1 value (highlighted)</source>
        <translation type="vanished">イベント #%1 で 1 個の値が変更されました (強調表示)</translation>
    </message>
    <message>
        <source>Event #%1 changed %2 values (highlighted)</source>
        <translation type="vanished">イベント #%1 で %2 個の値が変更されました (強調表示)</translation>
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
        <translation type="vanished">1 項目</translation>
    </message>
    <message>
        <source>%1 items</source>
        <translation type="vanished">%1 項目</translation>
    </message>
    <message>
        <source>1 field</source>
        <translation type="vanished">1 フィールド</translation>
    </message>
    <message>
        <source>%1 fields</source>
        <translation type="vanished">%1 フィールド</translation>
    </message>
    <message>
        <source> · %1 changed</source>
        <translation type="vanished"> · %1 件変更</translation>
    </message>
    <message>
        <source>(absent)</source>
        <translation type="vanished">(なし)</translation>
    </message>
    <message>
        <source>changed by this event: %1 → %2</source>
        <translation type="vanished">このイベントで変更: %1 → %2</translation>
    </message>
    <message>
        <source>1 value inside changed by this event</source>
        <translation type="vanished">内部の 1 個の値がこのイベントで変更</translation>
    </message>
    <message>
        <source>%1 values inside changed by this event</source>
        <translation type="vanished">内部の %1 個の値がこのイベントで変更</translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="vanished">名前</translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="vanished">値</translation>
    </message>
</context>
<context>
    <name>ts::gui::MainWindow</name>
    <message>
        <source>Unsaved trace</source>
        <translation type="vanished">未保存のトレース</translation>
    </message>
    <message>
        <source>The current trace has events that are not saved. Save them first?</source>
        <translation type="vanished">現在のトレースには保存されていないイベントがあります。先に保存しますか？</translation>
    </message>
    <message>
        <source>Turnscope traces (*.tstrace)</source>
        <translation type="vanished">Turnscope トレース (*.tstrace)</translation>
    </message>
    <message>
        <source>Scenarios and traces (*.json *.tstrace);;All files (*)</source>
        <translation type="vanished">シナリオとトレース (*.json *.tstrace);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Open Scenario</source>
        <translation type="vanished">シナリオを開く</translation>
    </message>
    <message>
        <source>Open Trace</source>
        <translation type="vanished">トレースを開く</translation>
    </message>
    <message>
        <source>Save Trace</source>
        <translation type="vanished">トレースを保存</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="vanished">ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="vanished">最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Debug</source>
        <translation type="vanished">デバッグ(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="vanished">表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation type="vanished">ツール(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="vanished">ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>Debug</source>
        <translation type="vanished">デバッグ</translation>
    </message>
    <message>
        <source> events/s</source>
        <translation type="vanished"> イベント/秒</translation>
    </message>
    <message>
        <source>Events per second while playing</source>
        <translation type="vanished">再生時の毎秒イベント数</translation>
    </message>
    <message>
        <source>Cannot open the trace</source>
        <translation type="vanished">トレースを開けません</translation>
    </message>
    <message>
        <source>Cannot open the scenario</source>
        <translation type="vanished">シナリオを開けません</translation>
    </message>
    <message>
        <source>Cannot save the trace</source>
        <translation type="vanished">トレースを保存できません</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="vanished">%1 を保存しました</translation>
    </message>
    <message>
        <source>bundled sample</source>
        <translation type="vanished">同梱のサンプル</translation>
    </message>
    <message>
        <source>No events</source>
        <translation type="vanished">イベントなし</translation>
    </message>
    <message>
        <source>Event %1 of %2</source>
        <translation type="vanished">イベント %1 / %2</translation>
    </message>
    <message>
        <source>Open &amp;Sample</source>
        <translation type="vanished">サンプルを開く(&amp;S)</translation>
    </message>
    <message>
        <source>Go to Event</source>
        <translation type="vanished">イベントへ移動</translation>
    </message>
    <message>
        <source>Event number:</source>
        <translation type="vanished">イベント番号:</translation>
    </message>
    <message>
        <source>Go to Turn</source>
        <translation type="vanished">ターンへ移動</translation>
    </message>
    <message>
        <source>Turn, or turn.Run (e.g. 3 or 3.2):</source>
        <translation type="vanished">ターン、またはターン.Run (例: 3 または 3.2):</translation>
    </message>
    <message>
        <source>Round, or round.turn (e.g. 3 or 3.2):</source>
        <translation type="vanished">ラウンド、またはラウンド.ターン (例: 3 または 3.2):</translation>
    </message>
    <message>
        <source>The trace has no turn %1</source>
        <translation type="vanished">トレースにターン %1 はありません</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="vanished">設定</translation>
    </message>
    <message>
        <source>Language (after a restart):</source>
        <translation type="vanished">言語 (再起動後に反映):</translation>
    </message>
    <message>
        <source>About Turnscope</source>
        <translation type="vanished">Turnscope について</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Turnscope %1&lt;/h3&gt;&lt;p&gt;A debugger and visualizer for the rules of turn-based games: every rule step is an event that names its clause; step, rewind, break and fork.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Turnscope %1&lt;/h3&gt;&lt;p&gt;ターン制ゲームのルールのためのデバッガ兼ビジュアライザ。ルールの各ステップは、その条項を示すイベントになります。ステップ実行、巻き戻し、ブレーク、分岐ができます。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ts::gui::MapDock</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/mapdock.cpp" line="19"/>
        <source>Map</source>
        <translation>マップ</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/mapdock.cpp" line="37"/>
        <source>Fit</source>
        <translation>全体</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/mapdock.cpp" line="37"/>
        <source>Show the whole map</source>
        <translation>マップ全体を表示</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/mapdock.cpp" line="38"/>
        <source>Zoom out (Ctrl+wheel)</source>
        <translation>縮小 (Ctrl+ホイール)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/mapdock.cpp" line="39"/>
        <source>Zoom in (Ctrl+wheel)</source>
        <translation>拡大 (Ctrl+ホイール)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/mapdock.cpp" line="40"/>
        <source>Click a unit to show its events in the event log</source>
        <translation>ユニットをクリックするとイベントログにそのイベントを表示します</translation>
    </message>
</context>
<context>
    <name>ts::gui::MapSnapshot</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/mapsnapshot.cpp" line="126"/>
        <source>The map belongs to the roguelike ruleset</source>
        <translation>マップは roguelike ルールセット用です</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/mapsnapshot.cpp" line="126"/>
        <source>No session</source>
        <translation>セッションなし</translation>
    </message>
</context>
<context>
    <name>ts::gui::MapWidget</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/mapwidget.cpp" line="194"/>
        <source>%1 at (%2, %3), HP %4</source>
        <translation>%1 (%2, %3)、HP %4</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/mapwidget.cpp" line="196"/>
        <source>defeated</source>
        <translation>倒された</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/mapwidget.cpp" line="197"/>
        <source>Click: show its events in the event log</source>
        <translation>クリック: イベントログにそのイベントを表示</translation>
    </message>
</context>
<context>
    <name>ts::gui::NpcDecisionDock</name>
    <message>
        <source>NPC Decision</source>
        <translation type="vanished">NPC 判断</translation>
    </message>
    <message>
        <source>A domestic choice: the decision phase (military powers and belligerence) comes after the domestic phase.</source>
        <translation type="vanished">内政の選択: 行動判断フェーズ (軍事力と好戦度) は内政フェーズの後に行われます。</translation>
    </message>
    <message>
        <source>Own military power %1 × belligerence %2 = %3</source>
        <translation type="vanished">自国の軍事力 %1 × 好戦度 %2 = %3</translation>
    </message>
    <message>
        <source>No hostile nation left to battle (all fallen or none named).</source>
        <translation type="vanished">戦闘できる敵対国が残っていません (すべて滅亡、または指定なし)。</translation>
    </message>
    <message>
        <source>Closest hostile nation in military power: %1 with %2</source>
        <translation type="vanished">軍事力が最も近い敵対国: %1 (%2)</translation>
    </message>
    <message>
        <source>%1 &gt; %2: battle against %3 (001:3.3.3/2)</source>
        <translation type="vanished">%1 &gt; %2: %3 と戦闘 (001:3.3.3/2)</translation>
    </message>
    <message>
        <source>%1 ≤ %2: no battle; the action commands are previewed (001:3.3.3/3)</source>
        <translation type="vanished">%1 ≤ %2: 戦闘せず、行動コマンドをプレビュー (001:3.3.3/3)</translation>
    </message>
</context>
<context>
    <name>ts::gui::NpcDecisionModel</name>
    <message>
        <source>1 domestic command</source>
        <translation type="vanished">1 個の内政コマンド</translation>
    </message>
    <message>
        <source>%1 domestic commands</source>
        <translation type="vanished">%1 個の内政コマンド</translation>
    </message>
    <message>
        <source>1 action command</source>
        <translation type="vanished">1 個の行動コマンド</translation>
    </message>
    <message>
        <source>%1 action commands</source>
        <translation type="vanished">%1 個の行動コマンド</translation>
    </message>
    <message>
        <source>battle</source>
        <translation type="vanished">戦闘</translation>
    </message>
    <message>
        <source>nothing to do</source>
        <translation type="vanished">行動なし</translation>
    </message>
    <message>
        <source>Domestic phase: the best domestic command (001:3.3.2/npc-2)</source>
        <translation type="vanished">内政フェーズ: 最良の内政コマンド (001:3.3.2/npc-2)</translation>
    </message>
    <message>
        <source>Decision phase: no battle, the best action command (001:3.3.3/3)</source>
        <translation type="vanished">行動判断フェーズ: 戦闘せず、最良の行動コマンド (001:3.3.3/3)</translation>
    </message>
    <message>
        <source>Decision phase: battle (001:3.3.3/2)</source>
        <translation type="vanished">行動判断フェーズ: 戦闘 (001:3.3.3/2)</translation>
    </message>
    <message>
        <source>Decision phase: no battle and no selectable action command</source>
        <translation type="vanished">行動判断フェーズ: 戦闘せず、選択可能な行動コマンドなし</translation>
    </message>
    <message>
        <source>NPC decision panel</source>
        <translation type="vanished">NPC 判断パネル</translation>
    </message>
    <message>
        <source>No NPC decision yet</source>
        <translation type="vanished">NPC の判断はまだありません</translation>
    </message>
    <message>
        <source>as good as %1, which comes first in the list (ties go to the first)</source>
        <translation type="vanished">%1 と同点。リストでは %1 が先 (同点なら先のものを選択)</translation>
    </message>
    <message>
        <source>chosen: the highest score, first of %1 tied</source>
        <translation type="vanished">選択: 最高スコア (同点 %1 件のうち先頭)</translation>
    </message>
    <message>
        <source>chosen: the highest score</source>
        <translation type="vanished">選択: 最高スコア</translation>
    </message>
    <message>
        <source>%1, round %2: battle against %3</source>
        <translation type="vanished">%1、ラウンド %2: %3 と戦闘</translation>
    </message>
    <message>
        <source>%1, round %2: runs %3, the best of %4</source>
        <translation type="vanished">%1、ラウンド %2: %4のうち最良の %3 を実行</translation>
    </message>
    <message>
        <source>%1, round %2: %3</source>
        <translation type="vanished">%1、ラウンド %2: %3</translation>
    </message>
    <message>
        <source>power × target military ratio + Σ(HP + attack) of the living Front units, after the preview, exactly (001:3.3.2/score)</source>
        <translation type="vanished">プレビュー後の 国力 × 目標軍事力比率 + 前線の生存ユニットの Σ(HP + 攻撃力) の厳密な値 (001:3.3.2/score)</translation>
    </message>
    <message>
        <source>the exact score rounded up, as the event log shows it</source>
        <translation type="vanished">厳密なスコアを切り上げた値 (イベントログの表示と同じ)</translation>
    </message>
    <message>
        <source>previewed on a deep copy of the game (001:3.3.2/npc-1)</source>
        <translation type="vanished">ゲームのディープコピー上でプレビュー (001:3.3.2/npc-1)</translation>
    </message>
    <message>
        <source>Command</source>
        <translation type="vanished">コマンド</translation>
    </message>
    <message>
        <source>Score (exact)</source>
        <translation type="vanished">スコア (厳密)</translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="vanished">スコア</translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="vanished">備考</translation>
    </message>
</context>
<context>
    <name>ts::gui::PowerChartDock</name>
    <message>
        <source>Power Chart</source>
        <translation type="vanished">国力チャート</translation>
    </message>
    <message>
        <source>power chart</source>
        <translation type="vanished">国力チャート</translation>
    </message>
    <message>
        <source>Power per round: the game start. Click a round to go to it.</source>
        <translation type="vanished">ラウンドごとの国力: ゲーム開始時点。ラウンドをクリックするとそこへ移動します。</translation>
    </message>
    <message>
        <source>Power per round, up to the end of round %1. Click a round to go to it.</source>
        <translation type="vanished">ラウンドごとの国力 (ラウンド %1 終了まで)。ラウンドをクリックするとそこへ移動します。</translation>
    </message>
    <message>
        <source>Power per round, round %1 under way. Click a round to go to it.</source>
        <translation type="vanished">ラウンドごとの国力 (ラウンド %1 進行中)。ラウンドをクリックするとそこへ移動します。</translation>
    </message>
</context>
<context>
    <name>ts::gui::PowerChartView</name>
    <message>
        <source>Round (0 = start; each point is the power at the round&apos;s end)</source>
        <translation type="vanished">ラウンド (0 = 開始時。各点はラウンド終了時の国力)</translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="vanished">国力</translation>
    </message>
    <message>
        <source>%1 (rest of the game)</source>
        <translation type="vanished">%1 (以降)</translation>
    </message>
    <message>
        <source>%1 (at the cursor)</source>
        <translation type="vanished">%1 (カーソルまで)</translation>
    </message>
    <message>
        <source>cursor</source>
        <translation type="vanished">カーソル</translation>
    </message>
    <message>
        <source>&lt;b&gt;Start&lt;/b&gt; (click: go to the game start)</source>
        <translation type="vanished">&lt;b&gt;開始&lt;/b&gt; (クリック: ゲーム開始へ移動)</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of round %1&lt;/b&gt; (click: go to the round&apos;s start)</source>
        <translation type="vanished">&lt;b&gt;ラウンド %1 終了&lt;/b&gt; (クリック: そのラウンドの開始へ移動)</translation>
    </message>
    <message>
        <source>&lt;i&gt;round %1 is under way at the cursor&lt;/i&gt;</source>
        <translation type="vanished">&lt;i&gt;カーソル位置ではラウンド %1 が進行中&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>ts::gui::RoguelikeUi</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/roguelikeui.cpp" line="41"/>
        <location filename="../../../widgets/rulesets/roguelike/roguelikeui.cpp" line="49"/>
        <source>Turns</source>
        <translation>ターン</translation>
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
        <translation>ターン、またはターン.Run (例: 3 または 3.2):</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/roguelikeui.cpp" line="42"/>
        <location filename="../../../widgets/rulesets/roguelike/roguelikeui.cpp" line="51"/>
        <source>The trace has no turn %1</source>
        <translation>トレースにターン %1 はありません</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/roguelikeui.cpp" line="50"/>
        <source>Turn, or turn.visit (e.g. 3 or 3.2; a turn is one rotation of the actor queue):</source>
        <translation>ターン、またはターン.訪問 (例: 3 または 3.2。ターンは actor キューの一巡):</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/roguelikeui.cpp" line="87"/>
        <source>&lt;b&gt;unit(&quot;Name&quot;)&lt;/b&gt; a unit (&lt;i&gt;hp, tokens, speed, x, y, alive, …&lt;/i&gt;; unit(n): the n-th), &lt;b&gt;turn()&lt;/b&gt;, &lt;b&gt;run()&lt;/b&gt; (1-based), &lt;b&gt;state&lt;/b&gt; the whole state. E.g. &lt;code&gt;unit(&quot;Enemy1&quot;).tokens &amp;lt; 0&lt;/code&gt;, &lt;code&gt;turn() &amp;gt;= 2 &amp;amp;&amp;amp; run() == 1&lt;/code&gt;. Energy games: &lt;b&gt;visit()&lt;/b&gt; (World.update calls so far), &lt;b&gt;actor()&lt;/b&gt; the current actor&apos;s name, &lt;b&gt;energy(&quot;Name&quot;)&lt;/b&gt;; units have &lt;i&gt;energy, gain, speed, actions, acted, visits&lt;/i&gt;. E.g. &lt;code&gt;energy(&quot;Orc&quot;) &amp;gt;= 100 &amp;amp;&amp;amp; actor() == &quot;Orc&quot;&lt;/code&gt;</source>
        <translation>&lt;b&gt;unit(&quot;Name&quot;)&lt;/b&gt; ユニット (&lt;i&gt;hp, tokens, speed, x, y, alive, …&lt;/i&gt;。unit(n): n 番目)、&lt;b&gt;turn()&lt;/b&gt;、&lt;b&gt;run()&lt;/b&gt; (1 から)、&lt;b&gt;state&lt;/b&gt; 状態全体。例: &lt;code&gt;unit(&quot;Enemy1&quot;).tokens &amp;lt; 0&lt;/code&gt;、&lt;code&gt;turn() &amp;gt;= 2 &amp;amp;&amp;amp; run() == 1&lt;/code&gt;。energy のゲーム: &lt;b&gt;visit()&lt;/b&gt; (これまでの World.update の回数)、&lt;b&gt;actor()&lt;/b&gt; 現在の actor の名前、&lt;b&gt;energy(&quot;Name&quot;)&lt;/b&gt;。ユニットには &lt;i&gt;energy, gain, speed, actions, acted, visits&lt;/i&gt; があります。例: &lt;code&gt;energy(&quot;Orc&quot;) &amp;gt;= 100 &amp;amp;&amp;amp; actor() == &quot;Orc&quot;&lt;/code&gt;</translation>
    </message>
</context>
<context>
    <name>ts::gui::RuleTextDock</name>
    <message>
        <source>line %1</source>
        <translation type="vanished">%1 行目</translation>
    </message>
    <message>
        <source>lines %1–%2</source>
        <translation type="vanished">%1–%2 行目</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="vanished">ルール</translation>
    </message>
    <message>
        <source>No rule</source>
        <translation type="vanished">ルールなし</translation>
    </message>
    <message>
        <source>No game is open.</source>
        <translation type="vanished">ゲームが開かれていません。</translation>
    </message>
    <message>
        <source>The trace is empty.</source>
        <translation type="vanished">トレースは空です。</translation>
    </message>
    <message>
        <source>Event #%1 cannot be read: %2</source>
        <translation type="vanished">イベント #%1 を読み込めません: %2</translation>
    </message>
    <message>
        <source>Event #%1 · %2</source>
        <translation type="vanished">イベント #%1 · %2</translation>
    </message>
    <message>
        <source>No clause</source>
        <translation type="vanished">条項なし</translation>
    </message>
    <message>
        <source>This event names no rule clause.</source>
        <translation type="vanished">このイベントはルール条項を示していません。</translation>
    </message>
    <message>
        <source>refinement of %1</source>
        <translation type="vanished">%1 の細分</translation>
    </message>
    <message>
        <source>This build has no statement for this clause.</source>
        <translation type="vanished">このビルドにはこの条項の記述がありません。</translation>
    </message>
    <message>
        <source>This finer step has no text of its own; it counts for %1, whose text is shown.</source>
        <translation type="vanished">この細分ステップには独自のテキストがありません。%1 に属するため、そのテキストを表示しています。</translation>
    </message>
    <message>
        <source>The seed has no passage for this rule.</source>
        <translation type="vanished">シードにはこのルールの記述がありません。</translation>
    </message>
    <message>
        <source>No original text is bundled for this clause.</source>
        <translation type="vanished">この条項の原文は同梱されていません。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Original&lt;/b&gt; — seed %1 &lt;i&gt;%2&lt;/i&gt;&lt;br&gt;%3 · %4</source>
        <translation type="vanished">&lt;b&gt;原文&lt;/b&gt; — シード %1 &lt;i&gt;%2&lt;/i&gt;&lt;br&gt;%3 · %4</translation>
    </message>
</context>
<context>
    <name>ts::gui::RunTableDelegate</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledelegate.cpp" line="253"/>
        <source>acted</source>
        <translation>行動済み</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledelegate.cpp" line="254"/>
        <source>not yet acted</source>
        <translation>未行動</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledelegate.cpp" line="255"/>
        <source>skipped: no token</source>
        <translation>スキップ: トークンなし</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledelegate.cpp" line="256"/>
        <source>merged into the Run on the left</source>
        <translation>左の Run にマージ</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledelegate.cpp" line="257"/>
        <source>received merged actions</source>
        <translation>マージされた行動を受け取った</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledelegate.cpp" line="258"/>
        <source>row inserted mid-turn</source>
        <translation>ターン途中で追加された行</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledelegate.cpp" line="259"/>
        <source>the scheduler is here</source>
        <translation>スケジューラの位置</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledelegate.cpp" line="260"/>
        <source>token debt</source>
        <translation>トークンの借金</translation>
    </message>
</context>
<context>
    <name>ts::gui::RunTableDock</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledock.cpp" line="41"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledock.cpp" line="50"/>
        <source>Run Table</source>
        <translation>Run テーブル</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledock.cpp" line="70"/>
        <source>Export PNG…</source>
        <translation>PNG に書き出す…</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledock.cpp" line="71"/>
        <source>Save the whole Run table, with its legend, as a PNG image</source>
        <translation>Run テーブル全体を凡例付きで PNG 画像として保存する</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledock.cpp" line="72"/>
        <source>Export SVG…</source>
        <translation>SVG に書き出す…</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledock.cpp" line="73"/>
        <source>Save the whole Run table, with its legend, as an SVG drawing</source>
        <translation>Run テーブル全体を凡例付きで SVG 図として保存する</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledock.cpp" line="186"/>
        <source> (event #%1)</source>
        <translation> (イベント #%1)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledock.cpp" line="240"/>
        <location filename="../../../widgets/rulesets/roguelike/runtabledock.cpp" line="273"/>
        <source>There is no Run table at the cursor to export.</source>
        <translation>カーソル位置に書き出せる Run テーブルがありません。</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledock.cpp" line="249"/>
        <source>The table is too large for a PNG image (%1 × %2 pixels); export it as SVG.</source>
        <translation>テーブルが大きすぎて PNG 画像にできません (%1 × %2 ピクセル)。SVG で書き出してください。</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledock.cpp" line="263"/>
        <source>%1: the image could not be encoded as PNG</source>
        <translation>%1: 画像を PNG にエンコードできませんでした</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledock.cpp" line="284"/>
        <source>Run table</source>
        <translation>Run テーブル</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledock.cpp" line="289"/>
        <source>%1: the SVG drawing could not be started</source>
        <translation>%1: SVG の描画を開始できませんでした</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledock.cpp" line="311"/>
        <source>Export the Run table as PNG</source>
        <translation>Run テーブルを PNG に書き出す</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledock.cpp" line="312"/>
        <source>PNG images (*.png)</source>
        <translation>PNG 画像 (*.png)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledock.cpp" line="317"/>
        <source>Export PNG</source>
        <translation>PNG に書き出す</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledock.cpp" line="322"/>
        <source>Export the Run table as SVG</source>
        <translation>Run テーブルを SVG に書き出す</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledock.cpp" line="323"/>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG 図 (*.svg)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledock.cpp" line="328"/>
        <source>Export SVG</source>
        <translation>SVG に書き出す</translation>
    </message>
</context>
<context>
    <name>ts::gui::RunTableModel</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="25"/>
        <source>manual actions</source>
        <translation>マニュアル行動</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="26"/>
        <source>AI minor actions</source>
        <translation>AI マイナーアクション</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="27"/>
        <source>AI major actions</source>
        <translation>AI メジャーアクション</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="33"/>
        <source>1 action</source>
        <translation>1 回の行動</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="33"/>
        <source>%1 actions</source>
        <translation>%1 回の行動</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="34"/>
        <source>1 action token</source>
        <translation>行動トークン 1 個</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="34"/>
        <source>%1 action tokens</source>
        <translation>行動トークン %1 個</translation>
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
        <translation>セッションなし</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="129"/>
        <source>The Run table belongs to the roguelike ruleset</source>
        <translation>Run テーブルは roguelike ルールセット用です</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="248"/>
        <source>Before the first turn</source>
        <translation>最初のターンの前</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="249"/>
        <source>Turn %1</source>
        <translation>ターン %1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="251"/>
        <source>%1 — over, the next turn starts</source>
        <translation>%1 — 終了、次のターンが始まります</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="252"/>
        <source>%1 — table built, dealing action tokens</source>
        <translation>%1 — テーブル作成済み、行動トークンを配布中</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="254"/>
        <source>%1 — Run %2 begins</source>
        <translation>%1 — Run %2 開始</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="257"/>
        <source>%1 — Run %2, %3</source>
        <translation>%1 — Run %2、%3</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="260"/>
        <source> · %1 acting</source>
        <translation> · %1 が行動中</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="263"/>
        <source>%1 — turn end</source>
        <translation>%1 — ターン終了</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="264"/>
        <source>%1 — game over</source>
        <translation>%1 — ゲーム終了</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="313"/>
        <source>&lt;b&gt;%1&lt;/b&gt;, Run %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;、Run %2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="318"/>
        <source>merged away: no Player action in Run %1, so its actions moved to Run %2 (000:merge)</source>
        <translation>マージ済み: Run %1 に Player の行動がないため、行動は Run %2 に移動 (000:merge)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="324"/>
        <source>nothing scheduled</source>
        <translation>行動予定なし</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="332"/>
        <source>: %1 moved here from %2 (000:merge)</source>
        <translation>: うち %1 回は %2 からここへ移動 (000:merge)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="336"/>
        <source>%1 acted</source>
        <translation>%1 回行動済み</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="338"/>
        <source>%1 skipped: no action token (000:tokens/skip)</source>
        <translation>%1 回スキップ: 行動トークンなし (000:tokens/skip)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="339"/>
        <source>%1 skipped: the unit is dead (000:table/order)</source>
        <translation>%1 回スキップ: ユニットは死亡 (000:table/order)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="341"/>
        <source>%1 not yet reached</source>
        <translation>%1 回は未到達</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="343"/>
        <source>&lt;i&gt;the scheduler is on this cell (%1)&lt;/i&gt;</source>
        <translation>&lt;i&gt;スケジューラはこのセルを処理中 (%1)&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="376"/>
        <source>%1 owes %2: next turn&apos;s tokens are reduced (000:debt)</source>
        <translation>%1 は %2 の借金: 次のターンのトークンが減ります (000:debt)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="377"/>
        <source>%1 holds %2 (000:tokens/deal, 000:tokens/spend)</source>
        <translation>%1 は %2 を所持 (000:tokens/deal, 000:tokens/spend)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="392"/>
        <source>%1 merged into Run %2</source>
        <translation>%1 を Run %2 にマージ</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="403"/>
        <source>inserted in Run %1 by event #%2</source>
        <translation>イベント #%2 により Run %1 に追加</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="407"/>
        <source>dead</source>
        <translation>死亡</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="410"/>
        <source> (000:speed/up: after the last not-yet-acted row of that speed, else after the acting row)</source>
        <translation> (000:speed/up: 同じ速度の未行動の行の末尾、なければ行動中の行の後ろ)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="430"/>
        <source>%1 (%2), speed %3</source>
        <translation>%1 (%2)、速度 %3</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="434"/>
        <source>inserted in Run %1 by event #%2 (000:speed/up)</source>
        <translation>イベント #%2 により Run %1 に追加 (000:speed/up)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="459"/>
        <source>Tokens</source>
        <translation>トークン</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="459"/>
        <source>Note</source>
        <translation>備考</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="462"/>
        <source>Run %1: manual actions, then AI minor, then AI major actions, each in row order (000:table/order)</source>
        <translation>Run %1: マニュアル行動、AI マイナーアクション、AI メジャーアクションの順。それぞれ行の順 (000:table/order)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="464"/>
        <source>Action tokens held at the cursor; red = debt (000:debt)</source>
        <translation>カーソル位置で所持している行動トークン。赤 = 借金 (000:debt)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="465"/>
        <source>Inserted rows and AI run merges</source>
        <translation>追加された行と AI の Run 間マージ</translation>
    </message>
</context>
<context>
    <name>ts::gui::SessionController</name>
    <message>
        <source>There is no session to save.</source>
        <translation type="vanished">保存するセッションがありません。</translation>
    </message>
    <message>
        <source>Saving %1</source>
        <translation type="vanished">%1 を保存中</translation>
    </message>
    <message>
        <source>Running the game</source>
        <translation type="vanished">ゲームを実行中</translation>
    </message>
    <message>
        <source>Stopped after %1 events</source>
        <translation type="vanished">%1 イベント後に停止しました</translation>
    </message>
    <message>
        <source>Game over after %1 events</source>
        <translation type="vanished">%1 イベントでゲーム終了</translation>
    </message>
    <message>
        <source>Waiting for a decision</source>
        <translation type="vanished">意思決定を待っています</translation>
    </message>
    <message>
        <source>Continuing</source>
        <translation type="vanished">続行中</translation>
    </message>
    <message>
        <source>Reverse continuing</source>
        <translation type="vanished">逆方向に続行中</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation type="vanished">停止しました</translation>
    </message>
    <message>
        <source>Reached the end of the game</source>
        <translation type="vanished">ゲームの終わりに到達しました</translation>
    </message>
    <message>
        <source>Reached the start of the trace</source>
        <translation type="vanished">トレースの先頭に到達しました</translation>
    </message>
</context>
<context>
    <name>ts::gui::StateQueueDock</name>
    <message>
        <source>State Queue</source>
        <translation type="vanished">ステート処理キュー</translation>
    </message>
    <message>
        <source>fired</source>
        <translation type="vanished">発動</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation type="vanished">スキップ</translation>
    </message>
    <message>
        <source>pending</source>
        <translation type="vanished">待機中</translation>
    </message>
    <message>
        <source>granted meanwhile, not queued</source>
        <translation type="vanished">処理中に付与 (キュー外)</translation>
    </message>
    <message>
        <source>popped last</source>
        <translation type="vanished">直前に取り出し</translation>
    </message>
</context>
<context>
    <name>ts::gui::StateQueueModel</name>
    <message>
        <source>pending</source>
        <translation type="vanished">待機中</translation>
    </message>
    <message>
        <source>fired</source>
        <translation type="vanished">発動</translation>
    </message>
    <message>
        <source>skipped: removed</source>
        <translation type="vanished">スキップ: 削除済み</translation>
    </message>
    <message>
        <source>skipped: passive</source>
        <translation type="vanished">スキップ: パッシブ</translation>
    </message>
    <message>
        <source>skipped: wrong timing</source>
        <translation type="vanished">スキップ: タイミング不一致</translation>
    </message>
    <message>
        <source>skipped: no triggers left</source>
        <translation type="vanished">スキップ: 発動回数切れ</translation>
    </message>
    <message>
        <source>not queued</source>
        <translation type="vanished">キュー外</translation>
    </message>
    <message>
        <source>%1 fired</source>
        <translation type="vanished">発動 %1</translation>
    </message>
    <message>
        <source>%1 skipped</source>
        <translation type="vanished">スキップ %1</translation>
    </message>
    <message>
        <source>%1 pending</source>
        <translation type="vanished">待機 %1</translation>
    </message>
    <message>
        <source>waiting; passive, so it will be skipped</source>
        <translation type="vanished">待機中。パッシブのためスキップされます</translation>
    </message>
    <message>
        <source>waiting; fires at %1</source>
        <translation type="vanished">待機中。%1 で発動</translation>
    </message>
    <message>
        <source>waiting; not a %1 state (fires at: %2)</source>
        <translation type="vanished">待機中。%1 で発動するステートではありません (発動タイミング: %2)</translation>
    </message>
    <message>
        <source>effects applied; fires without limit</source>
        <translation type="vanished">効果を適用。無制限に発動</translation>
    </message>
    <message>
        <source>effects applied; triggers left: %1</source>
        <translation type="vanished">効果を適用。残り発動回数: %1</translation>
    </message>
    <message>
        <source>effects applied; no longer held (used up or removed)</source>
        <translation type="vanished">効果を適用。もう所持していません (使い切りまたは削除)</translation>
    </message>
    <message>
        <source>no longer held when popped: removed after the queue was built (001:4.2/fixed)</source>
        <translation type="vanished">取り出した時点で所持していません: キュー作成後に削除されました (001:4.2/fixed)</translation>
    </message>
    <message>
        <source>a passive state never triggers; it only modifies</source>
        <translation type="vanished">パッシブステートは発動せず、補正のみを行います</translation>
    </message>
    <message>
        <source>fires at no timing at all, so not at %1</source>
        <translation type="vanished">発動タイミングが一つもないため、%1 でも発動しません</translation>
    </message>
    <message>
        <source>fires at %1, not at %2</source>
        <translation type="vanished">%1 で発動し、%2 では発動しません</translation>
    </message>
    <message>
        <source>no triggers left (remaining triggers: 0)</source>
        <translation type="vanished">発動回数切れ (残り発動回数: 0)</translation>
    </message>
    <message>
        <source>&lt;b&gt;#%1 %2&lt;/b&gt; of %3</source>
        <translation type="vanished">&lt;b&gt;#%1 %2&lt;/b&gt; (%3)</translation>
    </message>
    <message>
        <source>timings: %1</source>
        <translation type="vanished">発動タイミング: %1</translation>
    </message>
    <message>
        <source>grant #%1 of this state (its serial)</source>
        <translation type="vanished">このステートの付与 #%1 (通し番号)</translation>
    </message>
    <message>
        <source>next in turn order (001:4.2.1)</source>
        <translation type="vanished">手番順で次 (001:4.2.1)</translation>
    </message>
    <message>
        <source>first in turn order: no nation has the turn (001:4.2.1)</source>
        <translation type="vanished">手番順で先頭: 手番の国家なし (001:4.2.1)</translation>
    </message>
    <message>
        <source>the turn player comes first (001:4.2.1)</source>
        <translation type="vanished">現在のターンプレイヤーが先頭 (001:4.2.1)</translation>
    </message>
    <message>
        <source>%1 — nation states</source>
        <translation type="vanished">%1 — 国家ステート</translation>
    </message>
    <message>
        <source>a nation&apos;s own states come before its units&apos; (001:4.2.2)</source>
        <translation type="vanished">国家ステートはユニットのステートより先 (001:4.2.2)</translation>
    </message>
    <message>
        <source>unit %1 of the unit array (001:4.2.2)</source>
        <translation type="vanished">ユニット配列のユニット %1 (001:4.2.2)</translation>
    </message>
    <message>
        <source>Granted during this processing</source>
        <translation type="vanished">この処理中に付与</translation>
    </message>
    <message>
        <source>the queue is fixed when built: new grants wait for the next processing (001:4.2/fixed)</source>
        <translation type="vanished">キューは作成時に確定: 新たな付与は次の処理まで待ちます (001:4.2/fixed)</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation type="vanished">%2 の %1</translation>
    </message>
    <message>
        <source>granted by the effects of #%1 %2</source>
        <translation type="vanished">#%1 %2 の効果により付与</translation>
    </message>
    <message>
        <source>granted before the first pop</source>
        <translation type="vanished">最初の取り出しの前に付与</translation>
    </message>
    <message>
        <source>holds no state: nothing queued</source>
        <translation type="vanished">ステートなし: キューに追加なし</translation>
    </message>
    <message>
        <source>No state processing yet</source>
        <translation type="vanished">ステート処理はまだありません</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation type="vanished">ラウンド %1</translation>
    </message>
    <message>
        <source>round %1, %2&apos;s turn</source>
        <translation type="vanished">ラウンド %1、%2 のターン</translation>
    </message>
    <message>
        <source>nothing queued: no nation or unit holds a state</source>
        <translation type="vanished">キューは空: ステートを所持する国家・ユニットなし</translation>
    </message>
    <message>
        <source>%1 queued, none popped yet</source>
        <translation type="vanished">%1 件をキューに追加、まだ取り出しなし</translation>
    </message>
    <message>
        <source>%1 queued, #%2 popped</source>
        <translation type="vanished">%1 件をキューに追加、#%2 を取り出し済み</translation>
    </message>
    <message>
        <source>%1 queued, done: %2 fired</source>
        <translation type="vanished">%1 件をキューに追加、完了: %2 件発動</translation>
    </message>
    <message>
        <source>, %1 granted meanwhile (not queued)</source>
        <translation type="vanished">、処理中に %1 件付与 (キュー外)</translation>
    </message>
    <message>
        <source>%1 processing — %2: %3</source>
        <translation type="vanished">%1 のステート処理 — %2: %3</translation>
    </message>
    <message>
        <source>state queue</source>
        <translation type="vanished">ステート処理キュー</translation>
    </message>
    <message>
        <source> — the cursor is inside an NPC preview, which processes a copy of the game; this is the real game&apos;s queue</source>
        <translation type="vanished"> — カーソルは NPC のプレビュー (ゲームのコピーを処理する) の中にあります。表示しているのは実際のゲームのキューです</translation>
    </message>
    <message>
        <source>Queue (priority order)</source>
        <translation type="vanished">キュー (優先順位順)</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="vanished">結果</translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="vanished">理由</translation>
    </message>
    <message>
        <source>Nations from the turn player on, each nation&apos;s own states before its units&apos;, each holder&apos;s states in array order (001:4.2/fixed)</source>
        <translation type="vanished">ターンプレイヤーから順に国家を並べ、各国家では国家ステートをユニットのステートより先に、各所持者のステートは配列順 (001:4.2/fixed)</translation>
    </message>
    <message>
        <source>Fired, skipped (removed, passive, wrong timing, no triggers left) or still pending (001:4.4)</source>
        <translation type="vanished">発動、スキップ (削除済み、パッシブ、タイミング不一致、発動回数切れ)、または待機中 (001:4.4)</translation>
    </message>
    <message>
        <source>Why the entry fired or was skipped</source>
        <translation type="vanished">項目が発動またはスキップされた理由</translation>
    </message>
</context>
<context>
    <name>ts::gui::StatesDock</name>
    <message>
        <source>States</source>
        <translation type="vanished">ステート</translation>
    </message>
</context>
<context>
    <name>ts::gui::TimelineDock</name>
    <message>
        <source>Timeline</source>
        <translation type="vanished">タイムライン</translation>
    </message>
    <message>
        <source>Zoom in (Ctrl+wheel)</source>
        <translation type="vanished">拡大 (Ctrl+ホイール)</translation>
    </message>
    <message>
        <source>Zoom out (Ctrl+wheel)</source>
        <translation type="vanished">縮小 (Ctrl+ホイール)</translation>
    </message>
    <message>
        <source>All</source>
        <translation type="vanished">全体</translation>
    </message>
    <message>
        <source>Show the whole trace (double-click on empty space)</source>
        <translation type="vanished">トレース全体を表示 (空白部分をダブルクリック)</translation>
    </message>
</context>
<context>
    <name>ts::gui::TimelineWidget</name>
    <message>
        <source>Turns</source>
        <translation type="vanished">ターン</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation type="vanished">ヒット数</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation type="vanished">意思決定</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation type="vanished">ラウンド</translation>
    </message>
    <message>
        <source>No events yet</source>
        <translation type="vanished">まだイベントがありません</translation>
    </message>
    <message>
        <source>No trace open</source>
        <translation type="vanished">トレースが開かれていません</translation>
    </message>
    <message>
        <source>indexing…</source>
        <translation type="vanished">インデックス作成中…</translation>
    </message>
    <message>
        <source>Breakpoint hit</source>
        <translation type="vanished">ブレークポイントで停止</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation type="vanished">意思決定</translation>
    </message>
</context>
</TS>
