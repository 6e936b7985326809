<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>StackNames</name>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="14"/>
        <source>Game start</source>
        <translation>ゲーム開始</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="15"/>
        <source>Chance to the turn player</source>
        <translation>ターンプレイヤーにチャンスを移動</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="16"/>
        <source>Is the stage empty?</source>
        <translation>ステージが空か？</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="17"/>
        <source>Reset the pass list</source>
        <translation>パス名簿リセット</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="18"/>
        <source>Take an action</source>
        <translation>アクションを起こす</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="19"/>
        <source>Instant effect?</source>
        <translation>即時効果か？</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="20"/>
        <source>Resolve the effect</source>
        <translation>効果解決</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="21"/>
        <source>Win check</source>
        <translation>勝敗判定</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="22"/>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="32"/>
        <source>Add to the stage</source>
        <translation>ステージに追加</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="23"/>
        <source>Trigger check</source>
        <translation>誘発チェック</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="24"/>
        <source>Take an action?</source>
        <translation>アクションを起こすか？</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="25"/>
        <source>Register in the pass list</source>
        <translation>パス名簿に登録</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="26"/>
        <source>Pass list = number of players?</source>
        <translation>パス名簿の件数=プレイヤー数か？</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="27"/>
        <source>Take off the stage</source>
        <translation>ステージから取出し</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="28"/>
        <source>Move the chance</source>
        <translation>チャンス移動</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="29"/>
        <source>Instant triggered?</source>
        <translation>即時誘発有無判定</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="30"/>
        <source>Resolve &amp; win check</source>
        <translation>効果解決&amp;勝敗判定</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="31"/>
        <source>Normal triggered?</source>
        <translation>誘発有無判定</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="33"/>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="49"/>
        <source>main</source>
        <translation>メイン</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="49"/>
        <source>quick</source>
        <translation>クイック</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="50"/>
        <source>instant</source>
        <translation>即時</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="50"/>
        <source>normal</source>
        <translation>通常</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="55"/>
        <source>running</source>
        <translation>進行中</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="56"/>
        <source>won</source>
        <translation>勝利</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="57"/>
        <source>a draw</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="58"/>
        <source>turn limit reached</source>
        <translation>ターン数の上限に到達</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="59"/>
        <source>action limit reached</source>
        <translation>アクション数の上限に到達</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="60"/>
        <source>stalled: the chance holder has no legal action</source>
        <translation>進行不能: チャンスを持つプレイヤーに起こせるアクションがない</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="61"/>
        <source>trigger limit reached</source>
        <translation>誘発の上限に到達</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="62"/>
        <source>stage limit reached</source>
        <translation>ステージの上限に到達</translation>
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
        <translation>手順なし</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="22"/>
        <source>the game starts</source>
        <translation>ゲーム開始</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="23"/>
        <source>the chance goes to the turn player</source>
        <translation>ターンプレイヤーにチャンスが移る</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="24"/>
        <source>is the stage empty?</source>
        <translation>ステージは空か？</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="25"/>
        <source>the pass list is reset</source>
        <translation>パス名簿をリセットする</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="26"/>
        <source>the chance holder takes an action</source>
        <translation>チャンスを持つプレイヤーがアクションを行う</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="27"/>
        <source>is it an instant effect?</source>
        <translation>即時効果か？</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="28"/>
        <source>the action resolves</source>
        <translation>アクションを解決する</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="29"/>
        <source>the win check</source>
        <translation>勝敗判定</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="30"/>
        <source>the action goes on the stage</source>
        <translation>アクションをステージに置く</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="31"/>
        <source>the trigger check: did anything trigger?</source>
        <translation>誘発チェック: 何か誘発したか？</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="32"/>
        <source>does the chance holder take an action?</source>
        <translation>チャンスを持つプレイヤーはアクションを行うか？</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="33"/>
        <source>the pass is registered</source>
        <translation>パスをパス名簿に登録する</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="34"/>
        <source>has every player passed?</source>
        <translation>全プレイヤーがパスしたか？</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="35"/>
        <source>the last action is taken off the stage</source>
        <translation>最後に置かれたアクションをステージから取り出す</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="36"/>
        <source>the chance moves on</source>
        <translation>チャンスを次に移す</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="37"/>
        <source>did an instant action trigger?</source>
        <translation>即時のアクションが誘発したか？</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="38"/>
        <source>a triggered instant action resolves</source>
        <translation>誘発した即時のアクションを解決する</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="39"/>
        <source>did a normal action trigger?</source>
        <translation>通常のアクションが誘発したか？</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="40"/>
        <source>a triggered action goes on the stage</source>
        <translation>誘発したアクションをステージに置く</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="41"/>
        <source>the game is over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="42"/>
        <source>an unknown step</source>
        <translation>不明な手順</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="79"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="80"/>
        <source>%1 %2 Yes: on to %3 (%4)</source>
        <translation>%1 %2 はい: %3 (%4) へ進みます</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="81"/>
        <source>%1 %2 No: on to %3 (%4)</source>
        <translation>%1 %2 いいえ: %3 (%4) へ進みます</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="82"/>
        <source>%1 %2, then %3 (%4)</source>
        <translation>%1 %2、次は %3 (%4)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="84"/>
        <source>The game starts with %1 players, %2 components and %3 kinds of action</source>
        <translation>プレイヤー %1 人、構成物 %2 個、アクション %3 種類でゲーム開始です</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="86"/>
        <source>%1 goes first, as the scenario says</source>
        <translation>シナリオの指定どおり %1 が先攻です</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="87"/>
        <source>%1 goes first, drawn at random</source>
        <translation>ランダムに選ばれた %1 が先攻です</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="89"/>
        <source>%1&apos;s %2 is shuffled (%3 components)</source>
        <translation>%1 の %2 がシャッフルされます (構成物 %3 個)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="91"/>
        <source>Turn %1 begins: %2 is the turn player</source>
        <translation>ターン %1 開始: ターンプレイヤーは %2 です</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="93"/>
        <source>The chance goes to %1, the turn player</source>
        <translation>チャンスがターンプレイヤーの %1 に移ります</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="94"/>
        <source>The chance moves from %2 to %1, the next player in turn order</source>
        <translation>チャンスが %2 から、手番順で次のプレイヤー %1 に移ります</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="95"/>
        <source>The chance goes to %1 with the turn, after an end action</source>
        <translation>終了アクションの後、ターンとともにチャンスが %1 に移ります</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="96"/>
        <source>The chance goes to %1</source>
        <translation>チャンスが %1 に移ります</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="98"/>
        <source>The pass list is emptied (%1 entries cleared): an action was taken, so everyone may answer it</source>
        <translation>パス名簿が空になります (%1 件を消去): アクションが行われたので、全員がそれに応じることができます</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="100"/>
        <source>%1 passes and is put on the pass list: %2 of %3 players have passed</source>
        <translation>%1 がパスし、パス名簿に登録されます: %3 人中 %2 人がパスしました</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="101"/>
        <source>%1 passes again; it is already on the pass list: %2 of %3 players have passed</source>
        <translation>%1 が再びパスします。すでにパス名簿に載っています: %3 人中 %2 人がパスしました</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="103"/>
        <source>%1 takes %2, a main action with a normal effect, granted by %3</source>
        <translation>%1 が %3 の与えるメインアクション %2 (通常効果) を行います</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="104"/>
        <source>%1 takes %2, a main action with an instant effect, granted by %3</source>
        <translation>%1 が %3 の与えるメインアクション %2 (即時効果) を行います</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="105"/>
        <source>%1 takes %2, a quick action with a normal effect, granted by %3</source>
        <translation>%1 が %3 の与えるクイックアクション %2 (通常効果) を行います</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="106"/>
        <source>%1 takes %2, a quick action with an instant effect, granted by %3</source>
        <translation>%1 が %3 の与えるクイックアクション %2 (即時効果) を行います</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="108"/>
        <source>%2 is a main action: %1 may take it only as the turn player (%4) with the stage empty (%5 on it)</source>
        <translation>%2 はメインアクションです: %1 はターンプレイヤー (%4) でステージが空 (現在 %5 個) のときだけ行えます</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="109"/>
        <source>%2 is a quick action: %1 may take it whenever it holds the chance</source>
        <translation>%2 はクイックアクションです: %1 はチャンスを持っていればいつでも行えます</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="111"/>
        <source>%1 targets %2</source>
        <translation>%1 が %2 を対象にします</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="112"/>
        <source>%1 targets the action at stage position %3</source>
        <translation>%1 がステージの %3 番目のアクションを対象にします</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="114"/>
        <source>%1 chooses %2 to pay cost %3</source>
        <translation>%1 がコスト %3 の支払いに %2 を選びます</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="116"/>
        <source>%1 pays a cost: %2 moves to %3</source>
        <translation>%1 がコストを支払います: %2 が %3 に移動します</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="117"/>
        <source>%1 pays a cost of %4</source>
        <translation>%1 がコスト %4 を支払います</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="119"/>
        <source>%1 has taken %2 (#%3): its costs are paid</source>
        <translation>%1 が %2 (#%3) を行いました: コストは支払い済みです</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="120"/>
        <source>%1 has taken %2 (#%3) targeting %4: its costs are paid</source>
        <translation>%1 が %4 を対象に %2 (#%3) を行いました: コストは支払い済みです</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="122"/>
        <source>%2 of %1 goes on the stage at position %3, on top: the last in resolves first</source>
        <translation>%1 の %2 がステージの %3 番目、一番上に置かれます: 最後に置かれたものから解決されます</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="123"/>
        <source>%2, triggered for %1, goes on the stage at position %3, on top: the last in resolves first</source>
        <translation>%1 のために誘発した %2 がステージの %3 番目、一番上に置かれます: 最後に置かれたものから解決されます</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="125"/>
        <source>%2 of %1 is taken off the stage from position %3, the most recent one: it resolves now</source>
        <translation>%1 の %2 が、最も新しい %3 番目としてステージから取り出されます: これから解決されます</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="127"/>
        <source>%2 of %1 resolves (a normal effect)</source>
        <translation>%1 の %2 が解決されます (通常効果)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="128"/>
        <source>%2 of %1 resolves at once (an instant effect, never on the stage)</source>
        <translation>%1 の %2 がすぐに解決されます (即時効果はステージに置かれません)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="129"/>
        <source>%2, triggered for %1, resolves</source>
        <translation>%1 のために誘発した %2 が解決されます</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="131"/>
        <source>%2&apos;s target no longer qualifies: it resolves without effect</source>
        <translation>%2 の対象はもう条件を満たしていません: 効果なしで解決されます</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="133"/>
        <source>%1 moves %2</source>
        <translation>%1 が %2 を移動させます</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="134"/>
        <source>%1 makes %2 draw %3: from %4 to %5</source>
        <translation>%1 が %2 に %3 枚引かせます: %4 から %5 に</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="135"/>
        <source>%1 deals %3 damage to %2: from %4 to %5</source>
        <translation>%1 が %2 に %3 ダメージを与えます: %4 から %5 に</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="136"/>
        <source>%1 changes a counter of %2 by %3: from %4 to %5</source>
        <translation>%1 が %2 のカウンターを %3 変えます: %4 から %5 に</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="137"/>
        <source>%1 takes control of %2</source>
        <translation>%1 が %2 のコントロールを得ます</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="138"/>
        <source>%1 makes %2 win</source>
        <translation>%1 によって %2 が勝利します</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="139"/>
        <source>%1 makes %2 lose</source>
        <translation>%1 によって %2 が敗北します</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="140"/>
        <source>%1 ends %2&apos;s turn</source>
        <translation>%1 が %2 のターンを終わらせます</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="141"/>
        <source>%1 cancels %2</source>
        <translation>%1 が %2 を打ち消します</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="142"/>
        <source>%1 has an effect on %2</source>
        <translation>%1 が %2 に効果を及ぼします</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="144"/>
        <source>%1 moves from %2&apos;s %3 to %4&apos;s %5</source>
        <translation>%1 が %2 の %3 から %4 の %5 に移動します</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="145"/>
        <source>%1 moves from %2&apos;s %3 to the bottom of %4&apos;s %5</source>
        <translation>%1 が %2 の %3 から %4 の %5 の一番下に移動します</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="147"/>
        <source>%1&apos;s %2 goes from %3 to %4</source>
        <translation>%1 の %2 が %3 から %4 になります</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="149"/>
        <source>%2 takes control of %1 from %3 (its owner is %4)</source>
        <translation>%2 が %3 から %1 のコントロールを得ます (オーナーは %4)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="151"/>
        <source>%2 of %1 leaves the stage from position %3 without resolving: it is cancelled</source>
        <translation>%1 の %2 は解決されずにステージの %3 番目から離れます: 打ち消されました</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="153"/>
        <source>The ability of %3 triggers %2 for %1; it waits for the trigger check</source>
        <translation>%3 の能力が %1 のために %2 を誘発します。誘発チェックを待ちます</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="155"/>
        <source>%1 triggered instant action(s) are taken in, the turn player&apos;s first</source>
        <translation>誘発した即時のアクション %1 個を、ターンプレイヤーのものから順に取り込みます</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="156"/>
        <source>%1 triggered normal action(s) are taken in, the turn player&apos;s first</source>
        <translation>誘発した通常のアクション %1 個を、ターンプレイヤーのものから順に取り込みます</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="158"/>
        <source>%1 puts %2 next among its triggered actions (%3 more of theirs)</source>
        <translation>%1 が誘発したアクションのうち %2 を次にします (残り %3 個)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="160"/>
        <source>The win check finds nothing decided</source>
        <translation>勝敗判定: まだ何も決まっていません</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="161"/>
        <source>The win check decides the game: %2 player(s) lost, %3 won</source>
        <translation>勝敗判定でゲームが決まります: 敗北 %2 人、勝利 %3 人</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="163"/>
        <source>%1 loses by an effect</source>
        <translation>%1 は効果によって敗北します</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="164"/>
        <source>%1 loses: its %2 has %3 left</source>
        <translation>%1 は敗北します: %2 は残り %3 です</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="165"/>
        <source>%1 loses: its %2 reached %3</source>
        <translation>%1 は敗北します: %2 が %3 に達しました</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="166"/>
        <source>%1 loses</source>
        <translation>%1 は敗北します</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="168"/>
        <source>%1 wins the game</source>
        <translation>%1 がゲームに勝利します</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="169"/>
        <source>The game ends with no winner</source>
        <translation>勝者なしでゲームが終わります</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="171"/>
        <source>%1&apos;s answer is refused, so it is asked again</source>
        <translation>%1 の回答は受け付けられないので、もう一度尋ねます</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="173"/>
        <source>The scenario&apos;s limit of %1 is reached: the game stops here</source>
        <translation>シナリオの上限 %1 に達しました: ゲームはここで止まります</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="175"/>
        <source>%1 must take an action, as the stage is empty, but has no legal one: the game cannot go on</source>
        <translation>ステージが空なので %1 はアクションを行わなければなりませんが、合法なアクションがありません: ゲームは進められません</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="177"/>
        <source>%1 is not offered to %2: a main action needs the turn, and %3 is the turn player</source>
        <translation>%1 は %2 に提示されません: メインアクションにはターンが必要で、ターンプレイヤーは %3 です</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="178"/>
        <source>%1 is not offered to %2: a main action needs an empty stage, and %4 action(s) are on it</source>
        <translation>%1 は %2 に提示されません: メインアクションにはステージが空である必要があり、今は %4 個あります</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="179"/>
        <source>%1 is not offered to %2: it has no legal target (%4 checked)</source>
        <translation>%1 は %2 に提示されません: 合法な対象がありません (%4 個を確認)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="180"/>
        <source>%1 is not offered to %2: a cost needs %5 of %3, and %2 has %6</source>
        <translation>%1 は %2 に提示されません: コストに %3 が %5 必要ですが、%2 は %6 しか持っていません</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="181"/>
        <source>%1 is not offered to %2: its cost moves the component that grants it, and none does</source>
        <translation>%1 は %2 に提示されません: コストはそれを与える構成物を動かすものですが、与えている構成物がありません</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknarration.cpp" line="182"/>
        <source>%1 is not offered to %2</source>
        <translation>%1 は %2 に提示されません</translation>
    </message>
</context>
<context>
    <name>ts::gui::ChanceDock</name>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancedock.cpp" line="15"/>
        <source>Chance and Pass List</source>
        <translation>チャンスとパス名簿</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancedock.cpp" line="51"/>
        <source>Pass list (パス名簿): %1</source>
        <translation>パス名簿: %1</translation>
    </message>
</context>
<context>
    <name>ts::gui::ChanceModel</name>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="29"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="30"/>
        <source>Turn</source>
        <translation>ターン</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="31"/>
        <source>Chance</source>
        <translation>チャンス</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="32"/>
        <source>Pass list</source>
        <translation>パス名簿</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="33"/>
        <source>Counters</source>
        <translation>カウンター</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="34"/>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="48"/>
        <source>★ turn player</source>
        <translation>★ ターンプレイヤー</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="49"/>
        <source>● holds the chance</source>
        <translation>● チャンスを持つ</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="50"/>
        <source>passed (#%1)</source>
        <translation>パス済み (#%1)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="65"/>
        <source>⑫ registers a player who passes once; ⑬ compares the list&apos;s size with the number of players; only ④ clears it.</source>
        <translation>⑫ はパスしたプレイヤーを1度だけ登録し、⑬ は件数をプレイヤー数と比べます。名簿を空にするのは ④ だけです。</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="85"/>
        <source>No game of the core rules (seed 002) is open.</source>
        <translation>コアルール（シード 002）のゲームは開かれていません。</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="91"/>
        <source>(empty)</source>
        <translation>（空）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="105"/>
        <source>lost</source>
        <translation>敗北</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="105"/>
        <source>won</source>
        <translation>勝利</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="107"/>
        <source>wins</source>
        <translation>勝者</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="110"/>
        <source>Pass list: %1 of %2 players</source>
        <translation>パス名簿: %2 人中 %1 人</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="111"/>
        <source>At %1 %2</source>
        <translation>現在 %1 %2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="113"/>
        <source>next: %1 %2</source>
        <translation>次: %1 %2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="115"/>
        <source>Game over: %1</source>
        <translation>ゲーム終了: %1</translation>
    </message>
</context>
<context>
    <name>ts::gui::FlowMapDock</name>
    <message>
        <location filename="../../../widgets/rulesets/stack/flowmapdock.cpp" line="16"/>
        <source>Flow Map</source>
        <translation>フローマップ</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/flowmapdock.cpp" line="23"/>
        <source>Click a node to set or clear a breakpoint on its clause.</source>
        <translation>ノードをクリックすると、その条項にブレークポイントを設定または解除します。</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/flowmapdock.cpp" line="42"/>
        <source>The seed&apos;s core flow (①–⑮) and trigger check (⑩-1..⑩-4)</source>
        <translation>シードのコアフロー（①〜⑮）と誘発チェック（⑩-1〜⑩-4）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/flowmapdock.cpp" line="45"/>
        <source>At %1 %2</source>
        <translation>現在 %1 %2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/flowmapdock.cpp" line="47"/>
        <source>came from %1</source>
        <translation>%1 から</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/flowmapdock.cpp" line="49"/>
        <source>next: %1</source>
        <translation>次: %1</translation>
    </message>
</context>
<context>
    <name>ts::gui::FlowMapWidget</name>
    <message>
        <location filename="../../../widgets/rulesets/stack/flowmapwidget.cpp" line="40"/>
        <source>yes</source>
        <translation>YES</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/flowmapwidget.cpp" line="42"/>
        <source>no</source>
        <translation>NO</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/flowmapwidget.cpp" line="44"/>
        <source>decided</source>
        <translation>決着</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/flowmapwidget.cpp" line="46"/>
        <source>otherwise</source>
        <translation>それ以外</translation>
    </message>
</context>
<context>
    <name>ts::gui::FlowModel</name>
    <message>
        <location filename="../../../widgets/rulesets/stack/flowmodel.cpp" line="55"/>
        <source>%1 %2 (%3): click to set or clear a breakpoint on this clause</source>
        <translation>%1 %2（%3）: クリックでこの条項のブレークポイントを設定・解除</translation>
    </message>
</context>
<context>
    <name>ts::gui::StackUi</name>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackui.cpp" line="34"/>
        <source>Turns</source>
        <translation>ターン</translation>
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
        <translation>ターン（例: 3）:</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackui.cpp" line="34"/>
        <source>The trace has no turn %1</source>
        <translation>トレースにターン %1 はありません</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackui.cpp" line="44"/>
        <source>&lt;b&gt;player(&quot;Name&quot;)&lt;/b&gt; (&lt;i&gt;counters, lost, won, passed, chance, turnPlayer, zones&lt;/i&gt;), &lt;b&gt;component(&quot;Name&quot;)&lt;/b&gt; (&lt;i&gt;owner, controller, zone, counters&lt;/i&gt;), &lt;b&gt;stage()&lt;/b&gt; bottom first, &lt;b&gt;top()&lt;/b&gt; the action that resolves next or null (&lt;i&gt;action, controller, effect, serial&lt;/i&gt;), &lt;b&gt;passList()&lt;/b&gt;, &lt;b&gt;chance()&lt;/b&gt;, &lt;b&gt;turnPlayer()&lt;/b&gt;, &lt;b&gt;turn()&lt;/b&gt;, &lt;b&gt;node()&lt;/b&gt; the node of the flow (3 for ③, 102 for ⑩-2), &lt;b&gt;state&lt;/b&gt; the whole state. E.g. &lt;code&gt;stage().length &amp;gt;= 3&lt;/code&gt;, &lt;code&gt;node() == 13 &amp;amp;&amp;amp; passList().length == 2&lt;/code&gt;, &lt;code&gt;component(&quot;Golem&quot;).controller != component(&quot;Golem&quot;).owner&lt;/code&gt;</source>
        <translation>&lt;b&gt;player(&quot;名前&quot;)&lt;/b&gt;（&lt;i&gt;counters, lost, won, passed, chance, turnPlayer, zones&lt;/i&gt;）、&lt;b&gt;component(&quot;名前&quot;)&lt;/b&gt;（&lt;i&gt;owner, controller, zone, counters&lt;/i&gt;）、&lt;b&gt;stage()&lt;/b&gt; 下から順、&lt;b&gt;top()&lt;/b&gt; 次に解決されるアクションまたは null（&lt;i&gt;action, controller, effect, serial&lt;/i&gt;）、&lt;b&gt;passList()&lt;/b&gt;、&lt;b&gt;chance()&lt;/b&gt;、&lt;b&gt;turnPlayer()&lt;/b&gt;、&lt;b&gt;turn()&lt;/b&gt;、&lt;b&gt;node()&lt;/b&gt; フローのノード（③ は 3、⑩-2 は 102）、&lt;b&gt;state&lt;/b&gt; 状態全体。例: &lt;code&gt;stage().length &amp;gt;= 3&lt;/code&gt;、&lt;code&gt;node() == 13 &amp;amp;&amp;amp; passList().length == 2&lt;/code&gt;、&lt;code&gt;component(&quot;Golem&quot;).controller != component(&quot;Golem&quot;).owner&lt;/code&gt;</translation>
    </message>
</context>
<context>
    <name>ts::gui::StackZonesDock</name>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackzonesdock.cpp" line="14"/>
        <source>Zones</source>
        <translation>ゾーン</translation>
    </message>
</context>
<context>
    <name>ts::gui::StackZonesModel</name>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackzonesmodel.cpp" line="57"/>
        <source>Component</source>
        <translation>コンポーネント</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackzonesmodel.cpp" line="58"/>
        <source>Owner</source>
        <translation>オーナー</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackzonesmodel.cpp" line="59"/>
        <source>Controller</source>
        <translation>コントローラー</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackzonesmodel.cpp" line="60"/>
        <source>Counters</source>
        <translation>カウンター</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackzonesmodel.cpp" line="75"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackzonesmodel.cpp" line="78"/>
        <source>%1 (control taken)</source>
        <translation>%1（コントロール奪取）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackzonesmodel.cpp" line="100"/>
        <source>Owned by %1, controlled by %2: its abilities grant and trigger for %2 (002:controller)</source>
        <translation>オーナーは %1、コントローラーは %2: その能力は %2 のためにアクションを起こせるようにし、誘発します（002:controller）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackzonesmodel.cpp" line="121"/>
        <source>No game of the core rules (seed 002) is open.</source>
        <translation>コアルール（シード 002）のゲームは開かれていません。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../../widgets/rulesets/stack/stackzonesmodel.cpp" line="173"/>
        <source>%n component(s)</source>
        <translation>
            <numerusform>%n 個のコンポーネント</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../widgets/rulesets/stack/stackzonesmodel.cpp" line="174"/>
        <source>%n under another player&apos;s control</source>
        <translation>
            <numerusform>%n 個が他のプレイヤーのコントロール下</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ts::gui::StageDock</name>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagedock.cpp" line="16"/>
        <source>Stage</source>
        <translation>ステージ</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagedock.cpp" line="28"/>
        <source>Double-click an action to go to the event that put it there</source>
        <translation>アクションをダブルクリックすると、それを置いたイベントへ移動します</translation>
    </message>
</context>
<context>
    <name>ts::gui::StageModel</name>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagedelegate.cpp" line="127"/>
        <source>from %1</source>
        <translation>%1 から</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagedelegate.cpp" line="130"/>
        <source>event %1</source>
        <translation>イベント %1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagedelegate.cpp" line="132"/>
        <source>triggered</source>
        <translation>誘発</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="29"/>
        <source>In hand</source>
        <translation>処理中のアクション</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="30"/>
        <source>Stage (top first: the top resolves next)</source>
        <translation>ステージ（上から順に。一番上が次に解決されます）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="31"/>
        <source>Triggered, waiting for the trigger check ⑩</source>
        <translation>誘発済み、誘発チェック ⑩ を待つ</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="32"/>
        <source>Left the stage this turn</source>
        <translation>このターンにステージを離れたもの</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="52"/>
        <source>%1 #%2 · %3 · %4</source>
        <translation>%1 #%2 · %3 · %4</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="58"/>
        <source>&lt;b&gt;%1 #%2&lt;/b&gt; (%3)&lt;br&gt;controller: %4&lt;br&gt;%5 effect%6&lt;br&gt;granted or started by: %7%8&lt;br&gt;put there by event %9</source>
        <translation>&lt;b&gt;%1 #%2&lt;/b&gt;（%3）&lt;br&gt;コントローラー: %4&lt;br&gt;%5効果%6&lt;br&gt;起こした・誘発した能力の持ち主: %7%8&lt;br&gt;置いたイベント: %9</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="63"/>
        <source>, triggered</source>
        <translation>、誘発</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="63"/>
        <source> timing</source>
        <translation>タイミング</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="64"/>
        <source>target: %1</source>
        <translation>対象: %1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="94"/>
        <source>No game of the core rules (seed 002) is open.</source>
        <translation>コアルール（シード 002）のゲームは開かれていません。</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="114"/>
        <source>the action #%1</source>
        <translation>アクション #%1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="122"/>
        <source>resolving</source>
        <translation>解決中</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="122"/>
        <source>declared</source>
        <translation>宣言済み</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="129"/>
        <source>resolves next</source>
        <translation>次に解決</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="129"/>
        <source>on the stage</source>
        <translation>ステージ上</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="134"/>
        <source>in the batch of ⑩-2 / ⑩-4</source>
        <translation>⑩-2 / ⑩-4 の処理対象</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="134"/>
        <source>waiting</source>
        <translation>待機中</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="139"/>
        <source>Turn %1 · %2 on the stage · %3 holds the chance · at %4 %5</source>
        <translation>ターン %1 · ステージに %2 件 · %3 がチャンスを持つ · 現在 %4 %5</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="144"/>
        <source>Game over: %1</source>
        <translation>ゲーム終了: %1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="145"/>
        <source>%1 wins</source>
        <translation>%1 の勝利</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="185"/>
        <source>resolved (taken off at event %1)</source>
        <translation>解決済み（イベント %1 で取出し）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="185"/>
        <source>cancelled at event %1</source>
        <translation>イベント %1 で打ち消し</translation>
    </message>
</context>
</TS>
