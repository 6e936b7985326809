<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>StackNames</name>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="18"/>
        <source>Game start</source>
        <translation>ゲーム開始</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="19"/>
        <source>Chance to the turn player</source>
        <translation>ターンプレイヤーにチャンスを移動</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="20"/>
        <source>Is the stage empty?</source>
        <translation>ステージが空か？</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="21"/>
        <source>Reset the pass list</source>
        <translation>パス名簿リセット</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="22"/>
        <source>Take an action</source>
        <translation>アクションを起こす</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="23"/>
        <source>Instant effect?</source>
        <translation>即時効果か？</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="24"/>
        <source>Resolve the effect</source>
        <translation>効果解決</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="25"/>
        <source>Win check</source>
        <translation>勝敗判定</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="26"/>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="36"/>
        <source>Add to the stage</source>
        <translation>ステージに追加</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="27"/>
        <source>Trigger check</source>
        <translation>誘発チェック</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="28"/>
        <source>Take an action?</source>
        <translation>アクションを起こすか？</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="29"/>
        <source>Register in the pass list</source>
        <translation>パス名簿に登録</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="30"/>
        <source>Pass list = number of players?</source>
        <translation>パス名簿の件数=プレイヤー数か？</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="31"/>
        <source>Take off the stage</source>
        <translation>ステージから取出し</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="32"/>
        <source>Move the chance</source>
        <translation>チャンス移動</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="33"/>
        <source>Instant triggered?</source>
        <translation>即時誘発有無判定</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="34"/>
        <source>Resolve &amp; win check</source>
        <translation>効果解決&amp;勝敗判定</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="35"/>
        <source>Normal triggered?</source>
        <translation>誘発有無判定</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="37"/>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="53"/>
        <source>main</source>
        <translation>メイン</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="53"/>
        <source>quick</source>
        <translation>クイック</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="54"/>
        <source>instant</source>
        <translation>即時</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="54"/>
        <source>normal</source>
        <translation>通常</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="59"/>
        <source>running</source>
        <translation>進行中</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="60"/>
        <source>won</source>
        <translation>勝利</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="61"/>
        <source>a draw</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="62"/>
        <source>turn limit reached</source>
        <translation>ターン数の上限に到達</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="63"/>
        <source>action limit reached</source>
        <translation>アクション数の上限に到達</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="64"/>
        <source>stalled: the chance holder has no legal action</source>
        <translation>進行不能: チャンスを持つプレイヤーに起こせるアクションがない</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="65"/>
        <source>trigger limit reached</source>
        <translation>誘発の上限に到達</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="66"/>
        <source>stage limit reached</source>
        <translation>ステージの上限に到達</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="96"/>
        <source>%1 #%2</source>
        <translation>%1 #%2</translation>
    </message>
</context>
<context>
    <name>ts::gui::ChanceDock</name>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancedock.cpp" line="14"/>
        <source>Chance and Pass List</source>
        <translation>チャンスとパス名簿</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancedock.cpp" line="50"/>
        <source>Pass list (パス名簿): %1</source>
        <translation>パス名簿: %1</translation>
    </message>
</context>
<context>
    <name>ts::gui::ChanceModel</name>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="28"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="29"/>
        <source>Turn</source>
        <translation>ターン</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="30"/>
        <source>Chance</source>
        <translation>チャンス</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="31"/>
        <source>Pass list</source>
        <translation>パス名簿</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="32"/>
        <source>Counters</source>
        <translation>カウンター</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="33"/>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="47"/>
        <source>★ turn player</source>
        <translation>★ ターンプレイヤー</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="48"/>
        <source>● holds the chance</source>
        <translation>● チャンスを持つ</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="49"/>
        <source>passed (#%1)</source>
        <translation>パス済み (#%1)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="64"/>
        <source>⑫ registers a player who passes once; ⑬ compares the list&apos;s size with the number of players; only ④ clears it.</source>
        <translation>⑫ はパスしたプレイヤーを1度だけ登録し、⑬ は件数をプレイヤー数と比べます。名簿を空にするのは ④ だけです。</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="84"/>
        <source>No game of the core rules (seed 002) is open.</source>
        <translation>コアルール（シード 002）のゲームは開かれていません。</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="90"/>
        <source>(empty)</source>
        <translation>（空）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="104"/>
        <source>lost</source>
        <translation>敗北</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="104"/>
        <source>won</source>
        <translation>勝利</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="106"/>
        <source>wins</source>
        <translation>勝者</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="109"/>
        <source>Pass list: %1 of %2 players</source>
        <translation>パス名簿: %2 人中 %1 人</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="110"/>
        <source>At %1 %2</source>
        <translation>現在 %1 %2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="112"/>
        <source>next: %1 %2</source>
        <translation>次: %1 %2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="114"/>
        <source>Game over: %1</source>
        <translation>ゲーム終了: %1</translation>
    </message>
</context>
<context>
    <name>ts::gui::FlowMapDock</name>
    <message>
        <location filename="../../../widgets/rulesets/stack/flowmapdock.cpp" line="15"/>
        <source>Flow Map</source>
        <translation>フローマップ</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/flowmapdock.cpp" line="22"/>
        <source>Click a node to set or clear a breakpoint on its clause.</source>
        <translation>ノードをクリックすると、その条項にブレークポイントを設定または解除します。</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/flowmapdock.cpp" line="41"/>
        <source>The seed&apos;s core flow (①–⑮) and trigger check (⑩-1..⑩-4)</source>
        <translation>シードのコアフロー（①〜⑮）と誘発チェック（⑩-1〜⑩-4）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/flowmapdock.cpp" line="44"/>
        <source>At %1 %2</source>
        <translation>現在 %1 %2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/flowmapdock.cpp" line="46"/>
        <source>came from %1</source>
        <translation>%1 から</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/flowmapdock.cpp" line="48"/>
        <source>next: %1</source>
        <translation>次: %1</translation>
    </message>
</context>
<context>
    <name>ts::gui::FlowMapWidget</name>
    <message>
        <location filename="../../../widgets/rulesets/stack/flowmapwidget.cpp" line="39"/>
        <source>yes</source>
        <translation>YES</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/flowmapwidget.cpp" line="41"/>
        <source>no</source>
        <translation>NO</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/flowmapwidget.cpp" line="43"/>
        <source>decided</source>
        <translation>決着</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/flowmapwidget.cpp" line="45"/>
        <source>otherwise</source>
        <translation>それ以外</translation>
    </message>
</context>
<context>
    <name>ts::gui::FlowModel</name>
    <message>
        <location filename="../../../widgets/rulesets/stack/flowmodel.cpp" line="54"/>
        <source>%1 %2 (%3): click to set or clear a breakpoint on this clause</source>
        <translation>%1 %2（%3）: クリックでこの条項のブレークポイントを設定・解除</translation>
    </message>
</context>
<context>
    <name>ts::gui::StackUi</name>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackui.cpp" line="30"/>
        <source>Turns</source>
        <translation>ターン</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackui.cpp" line="30"/>
        <source>T</source>
        <comment>a turn&apos;s label on the timeline: T12</comment>
        <translation>T</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackui.cpp" line="30"/>
        <source>Turn (e.g. 3):</source>
        <translation>ターン（例: 3）:</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackui.cpp" line="30"/>
        <source>The trace has no turn %1</source>
        <translation>トレースにターン %1 はありません</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackui.cpp" line="60"/>
        <source>&lt;b&gt;player(&quot;Name&quot;)&lt;/b&gt; (&lt;i&gt;counters, lost, won, passed, chance, turnPlayer, zones&lt;/i&gt;), &lt;b&gt;component(&quot;Name&quot;)&lt;/b&gt; (&lt;i&gt;owner, controller, zone, counters&lt;/i&gt;), &lt;b&gt;stage()&lt;/b&gt; bottom first, &lt;b&gt;top()&lt;/b&gt; the action that resolves next or null (&lt;i&gt;action, controller, effect, serial&lt;/i&gt;), &lt;b&gt;passList()&lt;/b&gt;, &lt;b&gt;chance()&lt;/b&gt;, &lt;b&gt;turnPlayer()&lt;/b&gt;, &lt;b&gt;turn()&lt;/b&gt;, &lt;b&gt;node()&lt;/b&gt; the node of the flow (3 for ③, 102 for ⑩-2), &lt;b&gt;state&lt;/b&gt; the whole state. E.g. &lt;code&gt;stage().length &amp;gt;= 3&lt;/code&gt;, &lt;code&gt;node() == 13 &amp;amp;&amp;amp; passList().length == 2&lt;/code&gt;, &lt;code&gt;component(&quot;Golem&quot;).controller != component(&quot;Golem&quot;).owner&lt;/code&gt;</source>
        <translation>&lt;b&gt;player(&quot;名前&quot;)&lt;/b&gt;（&lt;i&gt;counters, lost, won, passed, chance, turnPlayer, zones&lt;/i&gt;）、&lt;b&gt;component(&quot;名前&quot;)&lt;/b&gt;（&lt;i&gt;owner, controller, zone, counters&lt;/i&gt;）、&lt;b&gt;stage()&lt;/b&gt; 下から順、&lt;b&gt;top()&lt;/b&gt; 次に解決されるアクションまたは null（&lt;i&gt;action, controller, effect, serial&lt;/i&gt;）、&lt;b&gt;passList()&lt;/b&gt;、&lt;b&gt;chance()&lt;/b&gt;、&lt;b&gt;turnPlayer()&lt;/b&gt;、&lt;b&gt;turn()&lt;/b&gt;、&lt;b&gt;node()&lt;/b&gt; フローのノード（③ は 3、⑩-2 は 102）、&lt;b&gt;state&lt;/b&gt; 状態全体。例: &lt;code&gt;stage().length &amp;gt;= 3&lt;/code&gt;、&lt;code&gt;node() == 13 &amp;amp;&amp;amp; passList().length == 2&lt;/code&gt;、&lt;code&gt;component(&quot;Golem&quot;).controller != component(&quot;Golem&quot;).owner&lt;/code&gt;</translation>
    </message>
</context>
<context>
    <name>ts::gui::StackZonesDock</name>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackzonesdock.cpp" line="13"/>
        <source>Zones</source>
        <translation>ゾーン</translation>
    </message>
</context>
<context>
    <name>ts::gui::StackZonesModel</name>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackzonesmodel.cpp" line="55"/>
        <source>Component</source>
        <translation>コンポーネント</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackzonesmodel.cpp" line="56"/>
        <source>Owner</source>
        <translation>オーナー</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackzonesmodel.cpp" line="57"/>
        <source>Controller</source>
        <translation>コントローラー</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackzonesmodel.cpp" line="58"/>
        <source>Counters</source>
        <translation>カウンター</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackzonesmodel.cpp" line="73"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackzonesmodel.cpp" line="76"/>
        <source>%1 (control taken)</source>
        <translation>%1（コントロール奪取）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackzonesmodel.cpp" line="98"/>
        <source>Owned by %1, controlled by %2: its abilities grant and trigger for %2 (002:controller)</source>
        <translation>オーナーは %1、コントローラーは %2: その能力は %2 のためにアクションを起こせるようにし、誘発します（002:controller）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackzonesmodel.cpp" line="119"/>
        <source>No game of the core rules (seed 002) is open.</source>
        <translation>コアルール（シード 002）のゲームは開かれていません。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../../widgets/rulesets/stack/stackzonesmodel.cpp" line="171"/>
        <source>%n component(s)</source>
        <translation>
            <numerusform>%n 個のコンポーネント</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../widgets/rulesets/stack/stackzonesmodel.cpp" line="172"/>
        <source>%n under another player&apos;s control</source>
        <translation>
            <numerusform>%n 個が他のプレイヤーのコントロール下</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ts::gui::StageDock</name>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagedock.cpp" line="15"/>
        <source>Stage</source>
        <translation>ステージ</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagedock.cpp" line="27"/>
        <source>Double-click an action to go to the event that put it there</source>
        <translation>アクションをダブルクリックすると、それを置いたイベントへ移動します</translation>
    </message>
</context>
<context>
    <name>ts::gui::StageModel</name>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagedelegate.cpp" line="126"/>
        <source>from %1</source>
        <translation>%1 から</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagedelegate.cpp" line="129"/>
        <source>event %1</source>
        <translation>イベント %1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagedelegate.cpp" line="131"/>
        <source>triggered</source>
        <translation>誘発</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="27"/>
        <source>In hand</source>
        <translation>処理中のアクション</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="28"/>
        <source>Stage (top first: the top resolves next)</source>
        <translation>ステージ（上から順に。一番上が次に解決されます）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="29"/>
        <source>Triggered, waiting for the trigger check ⑩</source>
        <translation>誘発済み、誘発チェック ⑩ を待つ</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="30"/>
        <source>Left the stage this turn</source>
        <translation>このターンにステージを離れたもの</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="50"/>
        <source>%1 #%2 · %3 · %4</source>
        <translation>%1 #%2 · %3 · %4</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="56"/>
        <source>&lt;b&gt;%1 #%2&lt;/b&gt; (%3)&lt;br&gt;controller: %4&lt;br&gt;%5 effect%6&lt;br&gt;granted or started by: %7%8&lt;br&gt;put there by event %9</source>
        <translation>&lt;b&gt;%1 #%2&lt;/b&gt;（%3）&lt;br&gt;コントローラー: %4&lt;br&gt;%5効果%6&lt;br&gt;起こした・誘発した能力の持ち主: %7%8&lt;br&gt;置いたイベント: %9</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="61"/>
        <source>, triggered</source>
        <translation>、誘発</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="61"/>
        <source> timing</source>
        <translation>タイミング</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="62"/>
        <source>target: %1</source>
        <translation>対象: %1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="92"/>
        <source>No game of the core rules (seed 002) is open.</source>
        <translation>コアルール（シード 002）のゲームは開かれていません。</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="112"/>
        <source>the action #%1</source>
        <translation>アクション #%1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="120"/>
        <source>resolving</source>
        <translation>解決中</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="120"/>
        <source>declared</source>
        <translation>宣言済み</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="127"/>
        <source>resolves next</source>
        <translation>次に解決</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="127"/>
        <source>on the stage</source>
        <translation>ステージ上</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="132"/>
        <source>in the batch of ⑩-2 / ⑩-4</source>
        <translation>⑩-2 / ⑩-4 の処理対象</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="132"/>
        <source>waiting</source>
        <translation>待機中</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="137"/>
        <source>Turn %1 · %2 on the stage · %3 holds the chance · at %4 %5</source>
        <translation>ターン %1 · ステージに %2 件 · %3 がチャンスを持つ · 現在 %4 %5</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="142"/>
        <source>Game over: %1</source>
        <translation>ゲーム終了: %1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="143"/>
        <source>%1 wins</source>
        <translation>%1 の勝利</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="183"/>
        <source>resolved (taken off at event %1)</source>
        <translation>解決済み（イベント %1 で取出し）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="183"/>
        <source>cancelled at event %1</source>
        <translation>イベント %1 で打ち消し</translation>
    </message>
</context>
</TS>
