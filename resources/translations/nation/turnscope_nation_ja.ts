<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>BattleSnapshot</name>
    <message>
        <location filename="../../../widgets/rulesets/nation/battlesnapshot.cpp" line="+154"/>
        <source>battle view</source>
        <translation>戦闘ビュー</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>outside Front..Back</source>
        <translation>前線〜後衛の外</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not decided yet</source>
        <translation>未決定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>normal range</source>
        <translation>正規の範囲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one row behind</source>
        <translation>1つ後ろ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two rows behind</source>
        <translation>2つ後ろ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one row in front</source>
        <translation>1つ手前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two rows in front</source>
        <translation>2つ手前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty Front row: all null</source>
        <translation>前線が空: すべて null</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no living unit in any range: all null</source>
        <translation>どの範囲にも生存ユニットなし: すべて null</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The target array is decided next (001:3.3.5.3.2).</source>
        <translation>次に被攻撃ユニット配列が決定されます (001:3.3.5.3.2)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no living unit in its Front row: the target array stays all null (001:3.3.5.3.2/2).</source>
        <translation>%1 の前線に生存ユニットがいません: 被攻撃ユニット配列はすべて null のままです (001:3.3.5.3.2/2)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is outside Front..Back</source>
        <translation>%1は前線〜後衛の外</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2) is empty</source>
        <translation>%1 (%2) は空</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every candidate range of %1 is empty: the target array is all null.</source>
        <translation>%1 の候補範囲はすべて空です: 被攻撃ユニット配列はすべて null です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2) has 1 living unit</source>
        <translation>%1 (%2) に生存ユニット 1 体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2) has %3 living units</source>
        <translation>%1 (%2) に生存ユニット %3 体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chosen: %1.</source>
        <translation>決定: %1。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Chosen: %1, %2.</source>
        <translation>決定: %1、%2。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No battle yet: the view fills when a nation goes to battle (001:3.3.5)</source>
        <translation>まだ戦闘はありません: 国家が戦闘に入るとここに表示されます (001:3.3.5)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 attacks %2</source>
        <translation>%1 が %2 を攻撃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last battle: %1 against %2, ended</source>
        <translation>直前の戦闘: %1 対 %2 (終了)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 — battle start</source>
        <translation>%1 — 戦闘開始</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — attack %2 of %3: %4 uses %5</source>
        <translation>%1 — 攻撃 %2/%3: %4 が %5 を使用</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 — every attack done, battle end</source>
        <translation>%1 — 全攻撃完了、戦闘終了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — attack %2 of %3 next</source>
        <translation>%1 — 次は攻撃 %2/%3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&lt;b&gt;%1&lt;/b&gt; of %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on the Bench</source>
        <translation>ベンチに配置</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 row, slot %2</source>
        <translation>%1、スロット %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HP %1 of %2, attack %3</source>
        <translation>HP %1/%2、攻撃力 %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dead: the position counts as empty (001:3.3.5.3.2)</source>
        <translation>死亡: このポジションは空として扱われます (001:3.3.5.3.2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the current attacker, with %1</source>
        <translation>攻撃中ユニット (%1 を使用)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>slot [%1] of the target array</source>
        <translation>被攻撃ユニット配列のスロット [%1]</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;[%1] null&lt;/b&gt;: an empty position of the range; its power damage counts an HP-loss rate of 1</source>
        <translation>&lt;b&gt;[%1] null&lt;/b&gt;: 範囲内の空きポジション。国力ダメージでは対象HP損失率 1 として扱います</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;[%1] %2&lt;/b&gt;, HP %3 of %4</source>
        <translation>&lt;b&gt;[%1] %2&lt;/b&gt;、HP %3/%4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unit damage %1 (001:3.3.5.3.4/3)</source>
        <translation>ユニットダメージ %1 (001:3.3.5.3.4/3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>power damage %1 (001:3.3.5.3.5/2)</source>
        <translation>国力ダメージ %1 (001:3.3.5.3.5/2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the target index: the unit damage step takes this slot next</source>
        <translation>被攻撃ユニットインデックス: ユニットダメージステップは次にこのスロットを処理します</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>attacking now</source>
        <translation>攻撃中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>done</source>
        <translation>完了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting</source>
        <translation>待機中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attack %1: %2 of %3 uses %4 (priority %5, %6 row): %7</source>
        <translation>攻撃 %1: %3 の %2 が %4 を使用 (優先度 %5、%6): %7</translation>
    </message>
</context>
<context>
    <name>BattlefieldLayout</name>
    <message>
        <location filename="../../../widgets/rulesets/nation/battlefieldlayout.h" line="+50"/>
        <source>Attack order</source>
        <translation>攻撃順序</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bench</source>
        <translation>ベンチ</translation>
    </message>
</context>
<context>
    <name>NationNames</name>
    <message>
        <location filename="../../../widgets/rulesets/nation/statesnames.cpp" line="+56"/>
        <source>No session</source>
        <translation>セッションなし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The %1 belongs to the nation ruleset</source>
        <translation>%1 は nation ルールセット用です</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>nation %1</source>
        <translation>国家 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unit %1</source>
        <translation>ユニット %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>state %1</source>
        <translation>ステート %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>skill %1</source>
        <translation>スキル %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>command %1</source>
        <translation>コマンド %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Front</source>
        <translation>前線</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Middle</source>
        <translation>中衛</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back</source>
        <translation>後衛</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bench</source>
        <translation>ベンチ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>row %1</source>
        <translation>ポジション %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>not stackable (stacks: null)</source>
        <translation>スタック不可 (stacks: null)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 stack</source>
        <translation>1 スタック</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 stacks</source>
        <translation>%1 スタック</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>; a new grant adds one (001:4.3/3.1)</source>
        <translation>、再付与のたびに 1 増加 (001:4.3/3.1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>permanent (duration: null)</source>
        <translation>永続 (duration: null)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 turn left</source>
        <translation>残り 1 ターン</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 turns left</source>
        <translation>残り %1 ターン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; counts down after its nation&apos;s turn end, removed at 0 (001:4.4/duration)</source>
        <translation>、所属国家のターン終了後に減少し、0 で削除 (001:4.4/duration)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>fires without limit (remaining triggers: null)</source>
        <translation>無制限に発動 (残り発動回数: null)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 trigger left</source>
        <translation>残り発動回数 1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 triggers left</source>
        <translation>残り発動回数 %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>; removed when it reaches 0 (001:4.4/2)</source>
        <translation>、0 になると削除 (001:4.4/2)</translation>
    </message>
</context>
<context>
    <name>NationNarration</name>
    <message>
        <location filename="../../../widgets/rulesets/nation/nationbattlenarration.cpp" line="+15"/>
        <source>its normal row</source>
        <translation>通常の列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one row behind</source>
        <translation>1 列後ろ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two rows behind</source>
        <translation>2 列後ろ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one row in front</source>
        <translation>1 列前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two rows in front</source>
        <translation>2 列前</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>An effect of %2 changes %1&apos;s power from %3 to %4</source>
        <translation>%2 の効果で %1 の国力が %3 から %4 に変わります</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 pays power for %2: from %3 to %4</source>
        <translation>%1 が %2 のために国力を払います: %3 から %4 に</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An effect of %2 changes %1&apos;s HP from %3 to %4</source>
        <translation>%2 の効果で %1 の HP が %3 から %4 に変わります</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An effect of %2 changes %1&apos;s max HP from %3 to %4</source>
        <translation>%2 の効果で %1 の最大 HP が %3 から %4 に変わります</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An effect of %2 changes %1&apos;s attack from %3 to %4</source>
        <translation>%2 の効果で %1 の攻撃力が %3 から %4 に変わります</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An effect of %2 grants %5 to %1</source>
        <translation>%2 の効果で %1 に %5 が付与されます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An effect of %2 removes %5 from %1</source>
        <translation>%2 の効果で %1 から %5 が取り除かれます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An effect of %2 changes %1&apos;s remaining domestic commands from %3 to %4</source>
        <translation>%2 の効果で %1 の残り内政コマンド数が %3 から %4 に変わります</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An effect of %2 moves %1 from %5, slot %6, to %7, slot %8</source>
        <translation>%2 の効果で %1 が %5 の %6 番から %7 の %8 番に移動します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An effect of %2 on %1 does nothing</source>
        <translation>%2 の %1 への効果は何も起こしません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An effect of %2 applies to %1</source>
        <translation>%2 の効果が %1 に適用されます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The effect on %1 is replaced by rule %3 of %2, held by %4: %5 effect(s) apply instead, and this state will not replace the same effect again</source>
        <translation>%1 への効果は %4 の持つ %2 のルール %3 によって置き換えられます: 代わりに %5 個の効果が適用され、このステートが同じ効果を再び置き換えることはありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An effect of %1 finds no target here, so it does nothing</source>
        <translation>%1 の効果はここで対象を見つけられないので、何も起こしません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 attacks %2: a battle begins</source>
        <translation>%1 が %2 を攻撃します: 戦闘開始</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place %1 of the attack order: %2 with %3 (skill priority %4, %5)</source>
        <translation>攻撃順の %1 番目: %2 の %3 (スキル優先度 %4、%5)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The attack order is built: %1 attack(s), by skill priority, then row (Back first), then the attacking nation first, then unit and skill order</source>
        <translation>攻撃順が作られます: 攻撃 %1 回。スキル優先度、次に列 (後列が先)、次に攻撃側の国が先、次にユニットとスキルの順です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attack %1: %2 attacks with %3</source>
        <translation>攻撃 %1: %2 が %3 で攻撃します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is taken out of the attack order: it is dead</source>
        <translation>%1 は攻撃順から外されます: 死亡しています</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is taken out of the attack order: it is on the Bench, which never fights</source>
        <translation>%1 は攻撃順から外されます: ベンチにいて、ベンチは戦いません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Candidate range %2 in %1: %3 has %4 living unit(s)</source>
        <translation>%1 の候補範囲「%2」: %3 に生存ユニットが %4 体います</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Candidate range %2 in %1 lies outside the formation: skipped</source>
        <translation>%1 の候補範囲「%2」は陣形の外なので飛ばします</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The target array in %1 (%6, %5): %3 living unit(s) in slot order, then %4 null slot(s), %2 in all</source>
        <translation>%1 の被攻撃ユニット配列 (%6、%5): 生存ユニット %3 体をスロット順に並べ、続いて null が %4 個、計 %2 個です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s Front row has no living unit, so the target array is all null: %2 slot(s)</source>
        <translation>%1 の前列に生存ユニットがいないので、被攻撃ユニット配列はすべて null です: %2 個</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No candidate range in %1 has a living unit, so the target array is all null: %2 slot(s)</source>
        <translation>%1 のどの候補範囲にも生存ユニットがいないので、被攻撃ユニット配列はすべて null です: %2 個</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 hits %2 in target slot %5 for %3 damage: %2 has %4 HP left</source>
        <translation>%1 が配列の %5 番目の %2 に %3 ダメージ: %2 の残り HP は %4 です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target slot %1 is null: nobody is hit there, but it still counts for power damage</source>
        <translation>配列の %1 番目は null です: 誰にも当たりませんが、国力ダメージには数えます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 belongs to the defending nation, so its attack does no power damage</source>
        <translation>%1 は防御側の国のユニットなので、その攻撃は国力ダメージを与えません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target slot %1 (%2, HP lost %3‰) adds %4 power damage: the pending power steal is now %5</source>
        <translation>配列の %1 番目 (%2、HP 減少率 %3‰) で国力ダメージ %4 が加わります: 暫定の国力奪取量は %5 になります</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Null target slot %1 counts at the full rate and adds %4 power damage: the pending power steal is now %5</source>
        <translation>配列の %1 番目は null なので満額で数え、国力ダメージ %4 が加わります: 暫定の国力奪取量は %5 になります</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attack %2 of %1 ends: units at 0 HP die now</source>
        <translation>%1 の攻撃 %2 が終わります: HP 0 のユニットはここで死亡します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is at 0 HP: it gets the Dead state</source>
        <translation>%1 の HP は 0 です: 死亡ステートを得ます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 takes %3 power from %2, the pending %4 or what %2 has if less: %1 has %5, %2 has %6</source>
        <translation>%1 が %2 から国力 %3 を奪います (暫定量 %4、%2 の国力の方が少なければその値): %1 は %5、%2 は %6 になります</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has 0 power at the end of the round: it gets the Fallen state</source>
        <translation>ラウンド終了時に %1 の国力は 0 です: 滅亡ステートを得ます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cannot move to %3, slot %4: %2, a living unit, is there</source>
        <translation>%1 は %3 の %4 番に移動できません: 生存ユニット %2 がいます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The battle of %1 against %2 ends</source>
        <translation>%1 対 %2 の戦闘が終わります</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The skill has no pre-attack effects</source>
        <translation>このスキルに攻撃前の効果はありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The skill has no post-attack effects</source>
        <translation>このスキルに攻撃後の効果はありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The skill has no unit effects</source>
        <translation>このスキルにユニット効果はありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The skill has no nation effects</source>
        <translation>このスキルに国効果はありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On to the next target slot</source>
        <translation>次の配列要素へ進みます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every target slot is done</source>
        <translation>配列のすべての要素が終わりました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the command choice</source>
        <translation>コマンド選択に戻ります</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next round follows</source>
        <translation>次のラウンドに進みます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pending power steal is set to 0</source>
        <translation>暫定の国力奪取量を 0 にします</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This attack&apos;s power damage is set to 0</source>
        <translation>この攻撃の暫定国力ダメージを 0 にします</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The target slot at the target index is taken</source>
        <translation>被攻撃インデックスの位置の配列要素を取り出します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A rule step (note %1)</source>
        <translation>ルールの一手順 (メモ %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s range %3 in %2 is not used: %4 has no living unit (%5 slot(s) checked)</source>
        <translation>%1 の %2 に対する範囲「%3」は使われません: %4 に生存ユニットがいません (%5 スロットを確認)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s range %3 in %2 is not used: that row is outside the formation</source>
        <translation>%1 の %2 に対する範囲「%3」は使われません: その列は陣形の外です</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/nation/nationnarration.cpp" line="+27"/>
        <source>the Front row</source>
        <translation>前列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Middle row</source>
        <translation>中列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Back row</source>
        <translation>後列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Bench</source>
        <translation>ベンチ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>outside the formation</source>
        <translation>陣形の外</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>The game starts with %1 nations: at most %2 rounds, %4 domestic command(s) per nation and round, and a nation that reaches %3 power wins at once</source>
        <translation>%1 か国でゲーム開始: 最大 %2 ラウンド、各国はラウンドごとに内政コマンドを %4 回実行でき、国力 %3 に達した国がその場で勝利します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game starts with %1 nations: at most %2 rounds and %4 domestic command(s) per nation and round, with no decisive power</source>
        <translation>%1 か国でゲーム開始: 最大 %2 ラウンド、各国はラウンドごとに内政コマンドを %4 回実行できます。決着国力はありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 begins: the nations take their turns in turn order</source>
        <translation>ラウンド %1 開始: 各国が手番順にターンを行います</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 may run %2 domestic command(s) this round</source>
        <translation>%1 はこのラウンド内政コマンドを %2 回実行できます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s turn begins (turn %2 of the round)</source>
        <translation>%1 のターン開始 (このラウンドの %2 番目)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has fallen, so its turn is skipped</source>
        <translation>%1 は滅亡しているため、ターンは飛ばされます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s turn starts</source>
        <translation>%1 のターン開始処理</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s domestic phase: it may run domestic commands</source>
        <translation>%1 の内政フェイズ: 内政コマンドを実行できます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s decision phase: it chooses a battle, an action command or to end its turn</source>
        <translation>%1 の決定フェイズ: 戦闘、行動コマンド、ターン終了のどれかを選びます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s action phase: it runs its action command</source>
        <translation>%1 の行動フェイズ: 行動コマンドを実行します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s battle phase</source>
        <translation>%1 の戦闘フェイズ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s turn comes to its end</source>
        <translation>%1 のターン終了処理</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 enters a phase</source>
        <translation>%1 がフェイズに入ります</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State processing at %1: %2 state(s) are queued in priority order</source>
        <translation>%1 のステート処理: %2 個のステートが優先順位順にキューに入ります</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place %1 of the queue: %3, held by %2</source>
        <translation>キューの %1 番目: %2 の持つ %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%3 of %2 is taken from place %1 of the queue</source>
        <translation>%2 の %3 がキューの %1 番目から取り出されます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%3 of %2 is taken from place %1 and fires: its effects apply, %4 trigger(s) left</source>
        <translation>%2 の %3 がキューの %1 番目から取り出されて発動します: 効果が適用され、残り発動回数は %4 です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%3 of %2 is taken from place %1 but skipped: %2 no longer holds it</source>
        <translation>%2 の %3 がキューの %1 番目から取り出されますが飛ばされます: %2 はもうそれを持っていません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%3 of %2 is taken from place %1 but skipped: it is passive, and passive states never fire</source>
        <translation>%2 の %3 がキューの %1 番目から取り出されますが飛ばされます: パッシブなので発動しません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%3 of %2 is taken from place %1 but skipped: this is not one of its timings</source>
        <translation>%2 の %3 がキューの %1 番目から取り出されますが飛ばされます: 今はその発動タイミングではありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%3 of %2 is taken from place %1 but skipped: it has no triggers left</source>
        <translation>%2 の %3 がキューの %1 番目から取り出されますが飛ばされます: 残り発動回数がありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%3 of %2 is taken from place %1 and fires: its effects apply, with no limit on its triggers</source>
        <translation>%2 の %3 がキューの %1 番目から取り出されて発動します: 効果が適用されます。発動回数に制限はありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State processing at %1 ends: %2 state(s) fired; %3 state(s) granted meanwhile were not queued</source>
        <translation>%1 のステート処理終了: %2 個が発動しました。処理中に付与された %3 個はキューに入っていません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 gets %2: %3 stack(s), %4 turn(s) to last, %5 trigger(s)</source>
        <translation>%1 が %2 を得ます: スタック %3、持続 %4 ターン、発動回数 %5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 already holds %2, so the held one is updated: %3 stack(s), %4 turn(s) to last, %5 trigger(s)</source>
        <translation>%1 はすでに %2 を持っているので、それが更新されます: スタック %3、持続 %4 ターン、発動回数 %5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%2 is not granted to %1: %1 holds %3, a higher-rank state that excludes it</source>
        <translation>%2 は %1 に付与されません: %1 はそれを排除する上位ランクのステート %3 を持っています</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%2 meets %3 of the same rank on %1: %3 is removed and %2 is not granted</source>
        <translation>%2 は %1 の同ランクの %3 とぶつかります: %3 は取り除かれ、%2 は付与されません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%2 meets %3 of the same rank on %1: %3 drops to %4 stack(s) and %2 is not granted</source>
        <translation>%2 は %1 の同ランクの %3 とぶつかります: %3 はスタック %4 に減り、%2 は付与されません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%2 removes the lower-rank %3 from %1</source>
        <translation>%2 が %1 から下位ランクの %3 を取り除きます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 loses %2: an effect removes it</source>
        <translation>%1 は %2 を失います: 効果によって取り除かれました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 loses %2: it has no triggers left</source>
        <translation>%1 は %2 を失います: 残り発動回数がなくなりました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 loses %2: its duration is over</source>
        <translation>%1 は %2 を失います: 持続期間が終わりました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 loses %2: a state of the same rank pushed it out</source>
        <translation>%1 は %2 を失います: 同ランクのステートに押し出されました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 loses %2: a higher-rank state pushed it out</source>
        <translation>%1 は %2 を失います: 上位ランクのステートに押し出されました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 loses %2</source>
        <translation>%1 は %2 を失います</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%2 of %1 counts down at the end of the turn: %3 turn(s) left</source>
        <translation>%1 の %2 がターン終了時に減ります: 残り %3 ターン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 runs the action command %2, paying %3 power</source>
        <translation>%1 が国力 %3 を払って行動コマンド %2 を実行します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 runs the domestic command %2, paying %3 power</source>
        <translation>%1 が国力 %3 を払って内政コマンド %2 を実行します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cannot run that command now, so it is asked again</source>
        <translation>%1 は今そのコマンドを実行できないので、もう一度尋ねられます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 tries %2 on a copy of the game, to see how good it would be</source>
        <translation>%1 はゲームの複製で %2 を試し、どれだけ良いかを見ます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%2 would score %3 for %1: its power %4 times the target military ratio, plus %5, the HP and attack of its Front units</source>
        <translation>%2 の %1 にとっての評価値は %3: 国力 %4 × 目標軍事比率に、前列ユニットの HP と攻撃力の合計 %5 を加えたものです</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 chooses %2, the best score (%3) of %4 candidate(s); a tie goes to the first in the command list</source>
        <translation>%1 は %4 個の候補のうち評価値が最も高い (%3) %2 を選びます。同点ならコマンド一覧で先のものです</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 chooses to go to battle</source>
        <translation>%1 は戦闘を選びます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 chooses nothing: none of its %4 candidate(s) can be run</source>
        <translation>%1 は何も選びません: %4 個の候補のどれも実行できません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s military power is %2: the HP and attack of its Front units (%3) times its passive states&apos; factor</source>
        <translation>%1 の軍事力は %2: 前列ユニットの HP と攻撃力の合計 (%3) にパッシブステートの係数を掛けたものです</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s military power %2 times its belligerence is %4, more than %3 of %5, the nation closest in military power: %1 goes to battle</source>
        <translation>%1 の軍事力 %2 × 好戦度は %4 で、軍事力が最も近い国 %5 の %3 より大きいので、%1 は戦闘に出ます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s military power %2 times its belligerence is %4, not more than %3 of %5, the nation closest in military power: no battle</source>
        <translation>%1 の軍事力 %2 × 好戦度は %4 で、軍事力が最も近い国 %5 の %3 を超えないので、戦闘はしません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s turn ends</source>
        <translation>%1 のターン終了</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 ends</source>
        <translation>ラウンド %1 終了</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nations tie for the highest power: %1, the earliest in turn order, gets 1 more (%2)</source>
        <translation>最高国力が同点です: 手番順で最も早い %1 が 1 加算されます (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins with %2 power</source>
        <translation>%1 が国力 %2 で勝利します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last round is over: %1 wins with the highest power, %2</source>
        <translation>最終ラウンドが終わりました: 最高国力 %2 の %1 が勝利します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is the last nation that has not fallen: it wins with %2 power</source>
        <translation>%1 は滅亡していない最後の国です: 国力 %2 で勝利します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 reached the decisive power: it wins with %2 power</source>
        <translation>%1 が決着国力に達しました: 国力 %2 で勝利します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no action command it can run: it does nothing</source>
        <translation>%1 には実行できる行動コマンドがありません: 何もしません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the preview copy, %1&apos;s %2 would change from %3 to %4</source>
        <translation>プレビュー用の複製では、%1 の %2 が %3 から %4 に変わります</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has %2 power, at least the decisive power %3: the game ends</source>
        <translation>%1 の国力は %2 で、決着国力 %3 以上です: ゲームが終わります</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 ends its turn without a battle or an action</source>
        <translation>%1 は戦闘も行動もせずにターンを終えます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 chooses the domestic command %2</source>
        <translation>%1 が内政コマンド %2 を選びます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 chooses to attack %2</source>
        <translation>%1 が %2 への攻撃を選びます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 chooses the action command %2</source>
        <translation>%1 が行動コマンド %2 を選びます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The queue for %3 is built in priority order, starting with %1: %2 state(s); the current nation first, each nation&apos;s own states before its units&apos;</source>
        <translation>%3 のキューが %1 から始まる優先順位順に作られます: %2 個のステート。手番の国が先で、各国では国のステートがユニットのステートより先です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%2 was granted to %1 during this processing (by place %3), so it is not in the queue</source>
        <translation>%2 はこの処理中に (キューの %3 番目によって) %1 に付与されたので、キューには入っていません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%2 is to be granted to %1: first its exclusions are checked</source>
        <translation>%2 を %1 に付与します: まず排他関係を確かめます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2 does not fire at %3: it was removed before its place in the queue came</source>
        <translation>%2 の %1 は %3 に発動しません: キューの順番が来る前に取り除かれました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 does not fire at %3: it is passive, and passive states never fire</source>
        <translation>%2 の %1 は %3 に発動しません: パッシブなので発動しません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 does not fire at %3: this is not one of its timings</source>
        <translation>%2 の %1 は %3 に発動しません: それはその発動タイミングではありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 does not fire at %3: it has no triggers left</source>
        <translation>%2 の %1 は %3 に発動しません: 残り発動回数がありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 does not fire at %3</source>
        <translation>%2 の %1 は %3 に発動しません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%2 cannot choose %1: it has no domestic command left this round</source>
        <translation>%2 は %1 を選べません: このラウンドの内政コマンドが残っていません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%2 cannot choose %1: it costs %3 power and %2 has %4</source>
        <translation>%2 は %1 を選べません: 国力 %3 が必要ですが %2 は %4 しかありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 does not choose %2: its score %3 is lower than %4 of %5</source>
        <translation>%1 は %2 を選びません: 評価値 %3 は %5 の %4 より低いです</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 does not choose %2: its score %3 ties with %5, which comes first in the command list</source>
        <translation>%1 は %2 を選びません: 評価値 %3 は %5 と同点で、コマンド一覧では %5 が先です</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/nation/nationbattlenarration.cpp" line="-37"/>
        <source>The target array in %1 starts as %2 null slot(s), one per slot of the skill&apos;s pattern, before a range is chosen</source>
        <translation>%1 の被攻撃ユニット配列は、範囲が決まる前にスキルのパターンのスロットごとに 1 つずつ、%2 個の null で始まります</translation>
    </message>
</context>
<context>
    <name>ts::gui::BattleDock</name>
    <message>
        <location filename="../../../widgets/rulesets/nation/battledock.cpp" line="+22"/>
        <source>Battle</source>
        <translation>戦闘</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Battlefield</source>
        <translation>戦場</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Attack order</source>
        <translation>攻撃順序</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target array</source>
        <translation>被攻撃ユニット配列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why this range</source>
        <translation>範囲の決定理由</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tables</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both formations, the attack order, the target array and why its range was chosen</source>
        <translation>両軍の陣形、攻撃順序、被攻撃ユニット配列、およびその範囲が選ばれた理由</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The attack order, the target array slot by slot and the candidate ranges, as tables</source>
        <translation>攻撃順序、スロットごとの被攻撃ユニット配列、候補範囲をテーブルで表示</translation>
    </message>
</context>
<context>
    <name>ts::gui::BattleOrderModel</name>
    <message>
        <location filename="../../../widgets/rulesets/nation/battleordermodel.cpp" line="+32"/>
        <source>%1 (%2) uses %3: priority %4, %5 row; %6</source>
        <translation>%1 (%2) が %3 を使用: 優先度 %4、%5、%6</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>attacking now</source>
        <translation>攻撃中</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>done</source>
        <translation>完了</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>waiting</source>
        <translation>待機中</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Skill priority (high first), then row (Back, Middle, Front), then the attacking nation first (001:3.3.5.2/order)</source>
        <translation>スキルの優先度 (高い順)、次にポジション (後衛、中衛、前線の順)、次に攻撃側国家が先 (001:3.3.5.2/order)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attacker</source>
        <translation>攻撃者</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nation</source>
        <translation>国家</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skill</source>
        <translation>スキル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prio.</source>
        <translation>優先度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Row</source>
        <translation>ポジション</translation>
    </message>
</context>
<context>
    <name>ts::gui::BattleRangeModel</name>
    <message>
        <location filename="../../../widgets/rulesets/nation/battlerangemodel.cpp" line="+25"/>
        <source>outside</source>
        <translation>範囲外</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>chosen</source>
        <translation>決定</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>skipped</source>
        <translation>スキップ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 would be a row outside Front..Back: skipped (%2)</source>
        <translation>%1は前線〜後衛の外になるためスキップ (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the skill&apos;s slots of the %2 row hold living units (%3): this range is the target (%4)</source>
        <translation>%1: %2 のスキル対象スロットに生存ユニットあり (%3): この範囲が攻撃対象 (%4)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: no living unit in the skill&apos;s slots of the %2 row: the next candidate is checked (%3)</source>
        <translation>%1: %2 のスキル対象スロットに生存ユニットなし: 次の候補を確認 (%3)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Candidate range</source>
        <translation>候補範囲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Row</source>
        <translation>ポジション</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Living</source>
        <translation>生存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>結果</translation>
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
        <translation>スロット [%1] は null: 決定した範囲の空きポジションです。ユニットダメージステップはここで終わり、国力ダメージでは対象HP損失率 1 として扱います (001:3.3.5.3.4/2, 001:3.3.5.3.5/2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slot [%1]: %2, HP %3 of %4</source>
        <translation>スロット [%1]: %2、HP %3/%4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The target index points here: the unit damage step takes this slot next (001:3.3.5.3.4/1)</source>
        <translation>被攻撃ユニットインデックスはここを指しています: ユニットダメージステップは次にこのスロットを処理します (001:3.3.5.3.4/1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unit damage: %1 = attack × damage rate, rounded up (001:3.3.5.3.4/3)</source>
        <translation>ユニットダメージ: %1 = 攻撃力 × 攻撃倍率 (切り上げ) (001:3.3.5.3.4/3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No power damage: the attacker belongs to the defending nation (001:3.3.5.3.5/1)</source>
        <translation>国力ダメージなし: 攻撃者は防御側国家に属しています (001:3.3.5.3.5/1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Power damage: %1 = attack × power steal rate × HP-loss rate, rounded up (001:3.3.5.3.5/2)</source>
        <translation>国力ダメージ: %1 = 攻撃力 × 国力奪取倍率 × 対象HP損失率 (切り上げ) (001:3.3.5.3.5/2)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Slot</source>
        <translation>スロット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target</source>
        <translation>対象</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HP</source>
        <translation>HP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Damage</source>
        <translation>ダメージ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power dmg</source>
        <translation>国力ダメージ</translation>
    </message>
</context>
<context>
    <name>ts::gui::BattlefieldWidget</name>
    <message>
        <location filename="../../../widgets/rulesets/nation/battlefieldwidget.cpp" line="+57"/>
        <source>normal</source>
        <translation>正規</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 behind</source>
        <translation>1つ後ろ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 behind</source>
        <translation>2つ後ろ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 in front</source>
        <translation>1つ手前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 in front</source>
        <translation>2つ手前</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>%1 · attacking</source>
        <translation>%1 · 攻撃側</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 · defending</source>
        <translation>%1 · 防御側</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · fallen</source>
        <translation> · 滅亡</translation>
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
        <translation>スロット %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+%1 more</source>
        <translation>他 %1 体</translation>
    </message>
    <message>
        <location line="+10"/>
        <source> ✗ no living unit</source>
        <translation> ✗ 生存ユニットなし</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>dead</source>
        <translation>死亡</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ATK %1</source>
        <translation>攻撃 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HP %1/%2</source>
        <translation>HP %1/%2</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>pending steal</source>
        <translation>暫定国力奪取量</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>this attack %1</source>
        <translation>今回の攻撃 %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>this attack —</source>
        <translation>今回の攻撃 —</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>built after the battle start processing (001:3.3.5.2/5)</source>
        <translation>戦闘開始時のステート処理の後に決定 (001:3.3.5.2/5)</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Target array: decided next</source>
        <translation>被攻撃ユニット配列: 次に決定</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Target array: none yet</source>
        <translation>被攻撃ユニット配列: まだなし</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Target array of %1: %2&apos;s %3 row, %4</source>
        <translation>%1 の被攻撃ユニット配列: %2 の %3 (%4)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target array of %1 against %2: %3</source>
        <translation>%1 の %2 に対する被攻撃ユニット配列: %3</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>damage %1</source>
        <translation>ダメージ %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not hit yet</source>
        <translation>未攻撃</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The battle&apos;s pending steal (暫定国力奪取量): the sum of every attack&apos;s power damage; at battle end the defender loses at most its power and the attacker gains the same (001:3.3.5.4/1)</source>
        <translation>戦闘の暫定国力奪取量: 各攻撃の国力ダメージの合計。戦闘終了時、防御側国家は最大で自国の国力まで失い、攻撃側国家は同じ額を得ます (001:3.3.5.4/1)</translation>
    </message>
</context>
<context>
    <name>ts::gui::HeldStatesModel</name>
    <message>
        <location filename="../../../widgets/rulesets/nation/heldstatesmodel.cpp" line="+24"/>
        <source>no states</source>
        <translation>ステートなし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 state</source>
        <translation>1 ステート</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 states</source>
        <translation>%1 ステート</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>passive</source>
        <translation>パッシブ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>grant #%1</source>
        <translation>付与 #%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · grant #%2</source>
        <translation>%1 · 付与 #%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;%1&lt;/b&gt; held by %2, position %3 of its state array</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (所持者: %2、ステート配列の位置 %3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>stacks: %1</source>
        <translation>スタック数: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>duration: %1</source>
        <translation>残りターン数: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>remaining triggers: %1</source>
        <translation>残り発動回数: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passive: never triggers; supplies modifiers and replacements</source>
        <translation>パッシブ: 発動せず、補正値と効果のすり替えを提供</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fires at: %1</source>
        <translation>発動タイミング: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;i&gt;granted or changed by the current event&lt;/i&gt;</source>
        <translation>&lt;i&gt;現在のイベントで付与または変更&lt;/i&gt;</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>power %1 · fallen</source>
        <translation>国力 %1 · 滅亡</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>power %1</source>
        <translation>国力 %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Nation states</source>
        <translation>国家ステート</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>before its units in priority (001:4.2.2)</source>
        <translation>優先順位はユニットより先 (001:4.2.2)</translation>
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
        <translation>ゲーム開始</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1, %2&apos;s turn</source>
        <translation>ラウンド %1、%2 のターン</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round %1</source>
        <translation>ラウンド %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 held</source>
        <translation>%1 — 所持: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, %1 granted or changed by this event</source>
        <translation>、このイベントで %1 件を付与または変更</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>states panel</source>
        <translation>ステートパネル</translation>
    </message>
    <message>
        <location line="+17"/>
        <source> — the cursor is inside an NPC preview, which changes a copy of the game; these are the real game&apos;s states</source>
        <translation> — カーソルは NPC のプレビュー (ゲームのコピーを変更する) の中にあります。表示しているのは実際のゲームのステートです</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>Holder / state</source>
        <translation>所持者 / ステート</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stacks</source>
        <translation>スタック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duration</source>
        <translation>残りターン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triggers left</source>
        <translation>残り発動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fires at</source>
        <translation>発動タイミング</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Note</source>
        <translation>備考</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each nation, its own states, then each unit of its unit array; states in array order (001:4.2.2, 001:4.2.3)</source>
        <translation>国家ごとに国家ステート、次にユニット配列の各ユニット。ステートは配列順 (001:4.2.2, 001:4.2.3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stack count; — = not stackable (null)</source>
        <translation>スタック数。— = スタック不可 (null)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turns left; ∞ = permanent (null)</source>
        <translation>残りターン数。∞ = 永続 (null)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remaining triggers; ∞ = unlimited (null)</source>
        <translation>残り発動回数。∞ = 無制限 (null)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The timings the state fires at, or passive</source>
        <translation>ステートの発動タイミング、またはパッシブ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The state&apos;s description and grant serial; a holder&apos;s place and HP</source>
        <translation>ステートの説明と付与番号、所持者の配置と HP</translation>
    </message>
</context>
<context>
    <name>ts::gui::NationUi</name>
    <message>
        <location filename="../../../widgets/rulesets/nation/nationui.cpp" line="+36"/>
        <source>Rounds</source>
        <translation>ラウンド</translation>
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
        <translation>ラウンド、またはラウンド.ターン (例: 3 または 3.2):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The trace has no round %1</source>
        <translation>トレースにラウンド %1 はありません</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;nation(&quot;Name&quot;)&lt;/b&gt; a nation (&lt;i&gt;power, fallen, states, units&lt;/i&gt;), &lt;b&gt;unit(&quot;Name&quot;)&lt;/b&gt; a unit of any nation (&lt;i&gt;hp, maxHp, attack, row, dead, states&lt;/i&gt;), &lt;b&gt;round()&lt;/b&gt;, &lt;b&gt;battle()&lt;/b&gt; the battle under way or null (&lt;i&gt;attacker, defender, pendingPowerDamage, …&lt;/i&gt;), &lt;b&gt;state&lt;/b&gt; the whole state. E.g. &lt;code&gt;nation(&quot;South&quot;).power &amp;lt; 50&lt;/code&gt;, &lt;code&gt;battle() &amp;amp;&amp;amp; battle().attacker == &quot;North&quot;&lt;/code&gt;</source>
        <translation>&lt;b&gt;nation(&quot;名前&quot;)&lt;/b&gt; 国家(&lt;i&gt;power, fallen, states, units&lt;/i&gt;)、&lt;b&gt;unit(&quot;名前&quot;)&lt;/b&gt; いずれかの国家のユニット(&lt;i&gt;hp, maxHp, attack, row, dead, states&lt;/i&gt;)、&lt;b&gt;round()&lt;/b&gt;、&lt;b&gt;battle()&lt;/b&gt; 進行中の戦闘または null(&lt;i&gt;attacker, defender, pendingPowerDamage, …&lt;/i&gt;)、&lt;b&gt;state&lt;/b&gt; 状態全体。例: &lt;code&gt;nation(&quot;South&quot;).power &amp;lt; 50&lt;/code&gt;、&lt;code&gt;battle() &amp;amp;&amp;amp; battle().attacker == &quot;North&quot;&lt;/code&gt;</translation>
    </message>
</context>
<context>
    <name>ts::gui::NpcDecisionDock</name>
    <message>
        <location filename="../../../widgets/rulesets/nation/npcdecisiondock.cpp" line="+33"/>
        <source>NPC Decision</source>
        <translation>NPC 判断</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>A domestic choice: the decision phase (military powers and belligerence) comes after the domestic phase.</source>
        <translation>内政の選択: 行動判断フェーズ (軍事力と好戦度) は内政フェーズの後に行われます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Own military power %1 × belligerence %2 = %3</source>
        <translation>自国の軍事力 %1 × 好戦度 %2 = %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No hostile nation left to battle (all fallen or none named).</source>
        <translation>戦闘できる敵対国が残っていません (すべて滅亡、または指定なし)。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Closest hostile nation in military power: %1 with %2</source>
        <translation>軍事力が最も近い敵対国: %1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 &gt; %2: battle against %3 (001:3.3.3/2)</source>
        <translation>%1 &gt; %2: %3 と戦闘 (001:3.3.3/2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 ≤ %2: no battle; the action commands are previewed (001:3.3.3/3)</source>
        <translation>%1 ≤ %2: 戦闘せず、行動コマンドをプレビュー (001:3.3.3/3)</translation>
    </message>
</context>
<context>
    <name>ts::gui::NpcDecisionModel</name>
    <message>
        <location filename="../../../widgets/rulesets/nation/npcdecisionmodel.cpp" line="+41"/>
        <source>1 domestic command</source>
        <translation>1 個の内政コマンド</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 domestic commands</source>
        <translation>%1 個の内政コマンド</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 action command</source>
        <translation>1 個の行動コマンド</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 action commands</source>
        <translation>%1 個の行動コマンド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>battle</source>
        <translation>戦闘</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing to do</source>
        <translation>行動なし</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Domestic phase: the best domestic command (001:3.3.2/npc-2)</source>
        <translation>内政フェーズ: 最良の内政コマンド (001:3.3.2/npc-2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decision phase: no battle, the best action command (001:3.3.3/3)</source>
        <translation>行動判断フェーズ: 戦闘せず、最良の行動コマンド (001:3.3.3/3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decision phase: battle (001:3.3.3/2)</source>
        <translation>行動判断フェーズ: 戦闘 (001:3.3.3/2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decision phase: no battle and no selectable action command</source>
        <translation>行動判断フェーズ: 戦闘せず、選択可能な行動コマンドなし</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>NPC decision panel</source>
        <translation>NPC 判断パネル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No NPC decision yet</source>
        <translation>NPC の判断はまだありません</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>as good as %1, which comes first in the list (ties go to the first)</source>
        <translation>%1 と同点。リストでは %1 が先 (同点なら先のものを選択)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>chosen: the highest score, first of %1 tied</source>
        <translation>選択: 最高スコア (同点 %1 件のうち先頭)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>chosen: the highest score</source>
        <translation>選択: 最高スコア</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1, round %2: battle against %3</source>
        <translation>%1、ラウンド %2: %3 と戦闘</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, round %2: runs %3, the best of %4</source>
        <translation>%1、ラウンド %2: %4のうち最良の %3 を実行</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, round %2: %3</source>
        <translation>%1、ラウンド %2: %3</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>power × target military ratio + Σ(HP + attack) of the living Front units, after the preview, exactly (001:3.3.2/score)</source>
        <translation>プレビュー後の 国力 × 目標軍事力比率 + 前線の生存ユニットの Σ(HP + 攻撃力) の厳密な値 (001:3.3.2/score)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the exact score rounded up, as the event log shows it</source>
        <translation>厳密なスコアを切り上げた値 (イベントログの表示と同じ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>previewed on a deep copy of the game (001:3.3.2/npc-1)</source>
        <translation>ゲームのディープコピー上でプレビュー (001:3.3.2/npc-1)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score (exact)</source>
        <translation>スコア (厳密)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>スコア</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Note</source>
        <translation>備考</translation>
    </message>
</context>
<context>
    <name>ts::gui::PowerChartDock</name>
    <message>
        <location filename="../../../widgets/rulesets/nation/powerchartdock.cpp" line="+18"/>
        <source>Power Chart</source>
        <translation>国力チャート</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>power chart</source>
        <translation>国力チャート</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Power per round: the game start. Click a round to go to it.</source>
        <translation>ラウンドごとの国力: ゲーム開始時点。ラウンドをクリックするとそこへ移動します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Power per round, up to the end of round %1. Click a round to go to it.</source>
        <translation>ラウンドごとの国力 (ラウンド %1 終了まで)。ラウンドをクリックするとそこへ移動します。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power per round, round %1 under way. Click a round to go to it.</source>
        <translation>ラウンドごとの国力 (ラウンド %1 進行中)。ラウンドをクリックするとそこへ移動します。</translation>
    </message>
</context>
<context>
    <name>ts::gui::PowerChartView</name>
    <message>
        <location filename="../../../widgets/rulesets/nation/powerchartview.cpp" line="+81"/>
        <source>Round (0 = start; each point is the power at the round&apos;s end)</source>
        <translation>ラウンド (0 = 開始時。各点はラウンド終了時の国力)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Power</source>
        <translation>国力</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (rest of the game)</source>
        <translation>%1 (以降)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (at the cursor)</source>
        <translation>%1 (カーソルまで)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cursor</source>
        <translation>カーソル</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>&lt;b&gt;Start&lt;/b&gt; (click: go to the game start)</source>
        <translation>&lt;b&gt;開始&lt;/b&gt; (クリック: ゲーム開始へ移動)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;End of round %1&lt;/b&gt; (click: go to the round&apos;s start)</source>
        <translation>&lt;b&gt;ラウンド %1 終了&lt;/b&gt; (クリック: そのラウンドの開始へ移動)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;i&gt;round %1 is under way at the cursor&lt;/i&gt;</source>
        <translation>&lt;i&gt;カーソル位置ではラウンド %1 が進行中&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>ts::gui::StateQueueDock</name>
    <message>
        <location filename="../../../widgets/rulesets/nation/statequeuedock.cpp" line="+20"/>
        <source>State Queue</source>
        <translation>ステート処理キュー</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>fired</source>
        <translation>発動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>skipped</source>
        <translation>スキップ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pending</source>
        <translation>待機中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>granted meanwhile, not queued</source>
        <translation>処理中に付与 (キュー外)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>popped last</source>
        <translation>直前に取り出し</translation>
    </message>
</context>
<context>
    <name>ts::gui::StateQueueModel</name>
    <message>
        <location filename="../../../widgets/rulesets/nation/statequeuemodel.cpp" line="+37"/>
        <source>pending</source>
        <translation>待機中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fired</source>
        <translation>発動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>skipped: removed</source>
        <translation>スキップ: 削除済み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>skipped: passive</source>
        <translation>スキップ: パッシブ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>skipped: wrong timing</source>
        <translation>スキップ: タイミング不一致</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>skipped: no triggers left</source>
        <translation>スキップ: 発動回数切れ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not queued</source>
        <translation>キュー外</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 fired</source>
        <translation>発動 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 skipped</source>
        <translation>スキップ %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 pending</source>
        <translation>待機 %1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>waiting; passive, so it will be skipped</source>
        <translation>待機中。パッシブのためスキップされます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting; fires at %1</source>
        <translation>待機中。%1 で発動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting; not a %1 state (fires at: %2)</source>
        <translation>待機中。%1 で発動するステートではありません (発動タイミング: %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>effects applied; fires without limit</source>
        <translation>効果を適用。無制限に発動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>effects applied; triggers left: %1</source>
        <translation>効果を適用。残り発動回数: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>effects applied; no longer held (used up or removed)</source>
        <translation>効果を適用。もう所持していません (使い切りまたは削除)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no longer held when popped: removed after the queue was built (001:4.2/fixed)</source>
        <translation>取り出した時点で所持していません: キュー作成後に削除されました (001:4.2/fixed)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a passive state never triggers; it only modifies</source>
        <translation>パッシブステートは発動せず、補正のみを行います</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>fires at no timing at all, so not at %1</source>
        <translation>発動タイミングが一つもないため、%1 でも発動しません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fires at %1, not at %2</source>
        <translation>%1 で発動し、%2 では発動しません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no triggers left (remaining triggers: 0)</source>
        <translation>発動回数切れ (残り発動回数: 0)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b&gt;#%1 %2&lt;/b&gt; of %3</source>
        <translation>&lt;b&gt;#%1 %2&lt;/b&gt; (%3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>timings: %1</source>
        <translation>発動タイミング: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>grant #%1 of this state (its serial)</source>
        <translation>このステートの付与 #%1 (通し番号)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>next in turn order (001:4.2.1)</source>
        <translation>手番順で次 (001:4.2.1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>first in turn order: no nation has the turn (001:4.2.1)</source>
        <translation>手番順で先頭: 手番の国家なし (001:4.2.1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the turn player comes first (001:4.2.1)</source>
        <translation>現在のターンプレイヤーが先頭 (001:4.2.1)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 — nation states</source>
        <translation>%1 — 国家ステート</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a nation&apos;s own states come before its units&apos; (001:4.2.2)</source>
        <translation>国家ステートはユニットのステートより先 (001:4.2.2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unit %1 of the unit array (001:4.2.2)</source>
        <translation>ユニット配列のユニット %1 (001:4.2.2)</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Granted during this processing</source>
        <translation>この処理中に付与</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the queue is fixed when built: new grants wait for the next processing (001:4.2/fixed)</source>
        <translation>キューは作成時に確定: 新たな付与は次の処理まで待ちます (001:4.2/fixed)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 on %2</source>
        <translation>%2 の %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>granted by the effects of #%1 %2</source>
        <translation>#%1 %2 の効果により付与</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>granted before the first pop</source>
        <translation>最初の取り出しの前に付与</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>holds no state: nothing queued</source>
        <translation>ステートなし: キューに追加なし</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No state processing yet</source>
        <translation>ステート処理はまだありません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>round %1</source>
        <translation>ラウンド %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>round %1, %2&apos;s turn</source>
        <translation>ラウンド %1、%2 のターン</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>nothing queued: no nation or unit holds a state</source>
        <translation>キューは空: ステートを所持する国家・ユニットなし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 queued, none popped yet</source>
        <translation>%1 件をキューに追加、まだ取り出しなし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 queued, #%2 popped</source>
        <translation>%1 件をキューに追加、#%2 を取り出し済み</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 queued, done: %2 fired</source>
        <translation>%1 件をキューに追加、完了: %2 件発動</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, %1 granted meanwhile (not queued)</source>
        <translation>、処理中に %1 件付与 (キュー外)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 processing — %2: %3</source>
        <translation>%1 のステート処理 — %2: %3</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>state queue</source>
        <translation>ステート処理キュー</translation>
    </message>
    <message>
        <location line="+17"/>
        <source> — the cursor is inside an NPC preview, which processes a copy of the game; this is the real game&apos;s queue</source>
        <translation> — カーソルは NPC のプレビュー (ゲームのコピーを処理する) の中にあります。表示しているのは実際のゲームのキューです</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>Queue (priority order)</source>
        <translation>キュー (優先順位順)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outcome</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nations from the turn player on, each nation&apos;s own states before its units&apos;, each holder&apos;s states in array order (001:4.2/fixed)</source>
        <translation>ターンプレイヤーから順に国家を並べ、各国家では国家ステートをユニットのステートより先に、各所持者のステートは配列順 (001:4.2/fixed)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fired, skipped (removed, passive, wrong timing, no triggers left) or still pending (001:4.4)</source>
        <translation>発動、スキップ (削除済み、パッシブ、タイミング不一致、発動回数切れ)、または待機中 (001:4.4)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why the entry fired or was skipped</source>
        <translation>項目が発動またはスキップされた理由</translation>
    </message>
</context>
<context>
    <name>ts::gui::StatesDock</name>
    <message>
        <location filename="../../../widgets/rulesets/nation/statesdock.cpp" line="+15"/>
        <source>States</source>
        <translation>ステート</translation>
    </message>
</context>
</TS>
