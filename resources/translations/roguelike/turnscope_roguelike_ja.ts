<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>ts::gui::RoguelikeUi</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/roguelikeui.cpp" line="+24"/>
        <source>Turns</source>
        <translation>ターン</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>T</source>
        <comment>a turn&apos;s label on the timeline: T12</comment>
        <translation>T</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Turn, or turn.Run (e.g. 3 or 3.2):</source>
        <translation>ターン、またはターン.Run (例: 3 または 3.2):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The trace has no turn %1</source>
        <translation>トレースにターン %1 はありません</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&lt;b&gt;unit(&quot;Name&quot;)&lt;/b&gt; a unit (&lt;i&gt;hp, tokens, speed, x, y, alive, …&lt;/i&gt;; unit(n): the n-th), &lt;b&gt;turn()&lt;/b&gt;, &lt;b&gt;run()&lt;/b&gt; (1-based), &lt;b&gt;state&lt;/b&gt; the whole state. E.g. &lt;code&gt;unit(&quot;Enemy1&quot;).tokens &amp;lt; 0&lt;/code&gt;, &lt;code&gt;turn() &amp;gt;= 2 &amp;amp;&amp;amp; run() == 1&lt;/code&gt;</source>
        <translation>&lt;b&gt;unit(&quot;名前&quot;)&lt;/b&gt; ユニット(&lt;i&gt;hp, tokens, speed, x, y, alive, …&lt;/i&gt;。unit(n): n 番目)、&lt;b&gt;turn()&lt;/b&gt;、&lt;b&gt;run()&lt;/b&gt;(1 から)、&lt;b&gt;state&lt;/b&gt; 状態全体。例: &lt;code&gt;unit(&quot;Enemy1&quot;).tokens &amp;lt; 0&lt;/code&gt;、&lt;code&gt;turn() &amp;gt;= 2 &amp;amp;&amp;amp; run() == 1&lt;/code&gt;</translation>
    </message>
</context>
<context>
    <name>ts::gui::RunTableDelegate</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledelegate.cpp" line="+253"/>
        <source>acted</source>
        <translation>行動済み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not yet acted</source>
        <translation>未行動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>skipped: no token</source>
        <translation>スキップ: トークンなし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>merged into the Run on the left</source>
        <translation>左の Run にマージ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>received merged actions</source>
        <translation>マージされた行動を受け取った</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>row inserted mid-turn</source>
        <translation>ターン途中で追加された行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the scheduler is here</source>
        <translation>スケジューラの位置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>token debt</source>
        <translation>トークンの借金</translation>
    </message>
</context>
<context>
    <name>ts::gui::RunTableDock</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledock.cpp" line="+41"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Run Table</source>
        <translation>Run テーブル</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Export PNG…</source>
        <translation>PNG に書き出す…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the whole Run table, with its legend, as a PNG image</source>
        <translation>Run テーブル全体を凡例付きで PNG 画像として保存する</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export SVG…</source>
        <translation>SVG に書き出す…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the whole Run table, with its legend, as an SVG drawing</source>
        <translation>Run テーブル全体を凡例付きで SVG 図として保存する</translation>
    </message>
    <message>
        <location line="+113"/>
        <source> (event #%1)</source>
        <translation> (イベント #%1)</translation>
    </message>
    <message>
        <location line="+54"/>
        <location line="+33"/>
        <source>There is no Run table at the cursor to export.</source>
        <translation>カーソル位置に書き出せる Run テーブルがありません。</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>The table is too large for a PNG image (%1 × %2 pixels); export it as SVG.</source>
        <translation>テーブルが大きすぎて PNG 画像にできません (%1 × %2 ピクセル)。SVG で書き出してください。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: the image could not be encoded as PNG</source>
        <translation>%1: 画像を PNG にエンコードできませんでした</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Run table</source>
        <translation>Run テーブル</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: the SVG drawing could not be started</source>
        <translation>%1: SVG の描画を開始できませんでした</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Export the Run table as PNG</source>
        <translation>Run テーブルを PNG に書き出す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PNG images (*.png)</source>
        <translation>PNG 画像 (*.png)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export PNG</source>
        <translation>PNG に書き出す</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export the Run table as SVG</source>
        <translation>Run テーブルを SVG に書き出す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG 図 (*.svg)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export SVG</source>
        <translation>SVG に書き出す</translation>
    </message>
</context>
<context>
    <name>ts::gui::RunTableModel</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="+25"/>
        <source>manual actions</source>
        <translation>マニュアル行動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI minor actions</source>
        <translation>AI マイナーアクション</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI major actions</source>
        <translation>AI メジャーアクション</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>1 action</source>
        <translation>1 回の行動</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 actions</source>
        <translation>%1 回の行動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 action token</source>
        <translation>行動トークン 1 個</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 action tokens</source>
        <translation>行動トークン %1 個</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+419"/>
        <source>Run %1</source>
        <translation>Run %1</translation>
    </message>
    <message>
        <location line="-418"/>
        <source>Runs %1–%2</source>
        <translation>Run %1–%2</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>No session</source>
        <translation>セッションなし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Run table belongs to the roguelike ruleset</source>
        <translation>Run テーブルは roguelike ルールセット用です</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>Before the first turn</source>
        <translation>最初のターンの前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn %1</source>
        <translation>ターン %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — over, the next turn starts</source>
        <translation>%1 — 終了、次のターンが始まります</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — table built, dealing action tokens</source>
        <translation>%1 — テーブル作成済み、行動トークンを配布中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — Run %2 begins</source>
        <translation>%1 — Run %2 開始</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — Run %2, %3</source>
        <translation>%1 — Run %2、%3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> · %1 acting</source>
        <translation> · %1 が行動中</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — turn end</source>
        <translation>%1 — ターン終了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — game over</source>
        <translation>%1 — ゲーム終了</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>&lt;b&gt;%1&lt;/b&gt;, Run %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;、Run %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>merged away: no Player action in Run %1, so its actions moved to Run %2 (000:merge)</source>
        <translation>マージ済み: Run %1 に Player の行動がないため、行動は Run %2 に移動 (000:merge)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>nothing scheduled</source>
        <translation>行動予定なし</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>: %1 moved here from %2 (000:merge)</source>
        <translation>: うち %1 回は %2 からここへ移動 (000:merge)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 acted</source>
        <translation>%1 回行動済み</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 skipped: no action token (000:tokens/skip)</source>
        <translation>%1 回スキップ: 行動トークンなし (000:tokens/skip)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 skipped: the unit is dead (000:table/order)</source>
        <translation>%1 回スキップ: ユニットは死亡 (000:table/order)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 not yet reached</source>
        <translation>%1 回は未到達</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;i&gt;the scheduler is on this cell (%1)&lt;/i&gt;</source>
        <translation>&lt;i&gt;スケジューラはこのセルを処理中 (%1)&lt;/i&gt;</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 owes %2: next turn&apos;s tokens are reduced (000:debt)</source>
        <translation>%1 は %2 の借金: 次のターンのトークンが減ります (000:debt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 holds %2 (000:tokens/deal, 000:tokens/spend)</source>
        <translation>%1 は %2 を所持 (000:tokens/deal, 000:tokens/spend)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 merged into Run %2</source>
        <translation>%1 を Run %2 にマージ</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>inserted in Run %1 by event #%2</source>
        <translation>イベント #%2 により Run %1 に追加</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>dead</source>
        <translation>死亡</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (000:speed/up: after the last not-yet-acted row of that speed, else after the acting row)</source>
        <translation> (000:speed/up: 同じ速度の未行動の行の末尾、なければ行動中の行の後ろ)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 (%2), speed %3</source>
        <translation>%1 (%2)、速度 %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>inserted in Run %1 by event #%2 (000:speed/up)</source>
        <translation>イベント #%2 により Run %1 に追加 (000:speed/up)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Tokens</source>
        <translation>トークン</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Note</source>
        <translation>備考</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run %1: manual actions, then AI minor, then AI major actions, each in row order (000:table/order)</source>
        <translation>Run %1: マニュアル行動、AI マイナーアクション、AI メジャーアクションの順。それぞれ行の順 (000:table/order)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action tokens held at the cursor; red = debt (000:debt)</source>
        <translation>カーソル位置で所持している行動トークン。赤 = 借金 (000:debt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inserted rows and AI run merges</source>
        <translation>追加された行と AI の Run 間マージ</translation>
    </message>
</context>
</TS>
