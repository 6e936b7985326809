<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>HandoutWriter</name>
    <message>
        <location filename="../../widgets/handout/handoutwriter.cpp" line="+43"/>
        <source>Question:</source>
        <translation>問題：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choices:</source>
        <translation>選択肢：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answer:</source>
        <translation>答え：</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Step %1 (event #%2)</source>
        <translation>ステップ %1（イベント #%2）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Question %1 (answered at event #%2)</source>
        <translation>問題 %1（イベント #%2 で答えが出る）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rule</source>
        <translation>ルール</translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <location filename="../../widgets/session/narration.cpp" line="+72"/>
        <source>%1 decides: %2</source>
        <translation>%1 の決定: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A random number below %1 is drawn: %2</source>
        <translation>%1 未満の乱数を引きます: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s %2 changes from %3 to %4</source>
        <translation>%1 の %2 が %3 から %4 に変わります</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You set %1&apos;s %2 from %3 to %4 (your edit, not a rule)</source>
        <translation>あなたが %1 の %2 を %3 から %4 に設定しました（ルールではなくあなたの編集）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The state&apos;s fingerprint is noted, so a replay can check it reached the same state</source>
        <translation>状態のフィンガープリントを記録します。再生時に同じ状態に達したかを確かめるためです</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is over: %1</source>
        <translation>ゲーム終了: %1</translation>
    </message>
</context>
<context>
    <name>Periods</name>
    <message>
        <location filename="../../widgets/session/periods.cpp" line="+19"/>
        <source>Turns</source>
        <translation>ターン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T</source>
        <comment>a turn&apos;s label on the timeline: T12</comment>
        <translation>T</translation>
    </message>
</context>
<context>
    <name>ts::gui::AboutDialog</name>
    <message>
        <location filename="../../widgets/window/aboutdialog.cpp" line="+19"/>
        <source>LGPL v3</source>
        <translation>LGPL v3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPL v3</source>
        <translation>GPL v3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MIT</source>
        <translation>MIT</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>public domain</source>
        <translation>パブリックドメイン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BSD 3-clause</source>
        <translation>BSD 3 条項</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BSD 2-clause</source>
        <translation>BSD 2 条項</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>About Turnscope</source>
        <translation>Turnscope について</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Version %1</source>
        <translation>バージョン %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Git revision %1</source>
        <translation>Git リビジョン %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A debugger and visualizer for the rules of turn-based games: every rule step is an event that names its clause; step, rewind, break and fork.</source>
        <translation>ターン制ゲームのルールのためのデバッガ兼ビジュアライザ。ルールの各ステップは、その条項を示すイベントになります。ステップ実行、巻き戻し、ブレーク、分岐ができます。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Libraries and their licences</source>
        <translation>使用ライブラリとそのライセンス</translation>
    </message>
</context>
<context>
    <name>ts::gui::AddQuestionDialog</name>
    <message>
        <location filename="../../widgets/lessons/addquestiondialog.cpp" line="+52"/>
        <location line="+148"/>
        <source>Add a Question Here</source>
        <translation>ここに質問を追加</translation>
    </message>
    <message>
        <location line="-141"/>
        <source>&amp;Browse…</source>
        <translation>参照(&amp;B)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lesson &amp;file:</source>
        <translation>レッスンファイル(&amp;F):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Title (a new file):</source>
        <translation>タイトル (新規ファイル)(&amp;T):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who is the subject of the next event of a kind?</source>
        <translation>ある種類の次のイベントの主体は誰か?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What does a field become at its next write?</source>
        <translation>次の書き込みでフィールドはどの値になるか?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which of these kinds comes first?</source>
        <translation>これらの種類のどれが先に来るか?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Question:</source>
        <translation>質問(&amp;Q):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Event &amp;kind:</source>
        <translation>イベントの種類(&amp;K):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Subject (0 or 1):</source>
        <translation>主体 (0 または 1)(&amp;S):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Entity:</source>
        <translation>エンティティ(&amp;E):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>F&amp;ield:</source>
        <translation>フィールド(&amp;I):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>comma-separated; empty: every entity that could be</source>
        <translation>カンマ区切り。空欄: 該当しうるすべてのエンティティ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Choices:</source>
        <translation>選択肢(&amp;C):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Prompt:</source>
        <translation>問題文(&amp;P):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>E&amp;xplanation:</source>
        <translation>解説(&amp;X):</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The stop goes before event %1: event number %2 of kind %3.</source>
        <translation>停止位置はイベント %1 の直前です: 種類 %3 の %2 番目のイベント。</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Lesson File</source>
        <translation>レッスンファイル</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lessons (*.json)</source>
        <translation>レッスン (*.json)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>A lesson file and a prompt are needed.</source>
        <translation>レッスンファイルと問題文が必要です。</translation>
    </message>
</context>
<context>
    <name>ts::gui::AlignedEventsModel</name>
    <message>
        <location filename="../../widgets/panels/compare/alignedeventsmodel.cpp" line="+122"/>
        <source>(event #%1 cannot be read)</source>
        <translation>(イベント #%1 を読み込めません)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event in A</source>
        <translation>A のイベント</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event in B</source>
        <translation>B のイベント</translation>
    </message>
</context>
<context>
    <name>ts::gui::BatchCharts</name>
    <message>
        <location filename="../../widgets/panels/batch/batchcharts.cpp" line="+101"/>
        <source>&amp;Metric:</source>
        <translation>指標(&amp;M):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The ruleset&apos;s metric shown per period</source>
        <translation>期間ごとに表示するルールセットの指標</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Win rate (95 % confidence interval)</source>
        <translation>勝率 (95 % 信頼区間)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no winner</source>
        <translation>勝者なし</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>all games</source>
        <translation>全ゲーム</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>period</source>
        <translation>期間</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Sweep value</source>
        <translation>スイープ値</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games won (%)</source>
        <translation>勝ったゲーム (%)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>A metric per period</source>
        <translation>期間ごとの指標</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 per %2: median and 10–90 % band</source>
        <translation>%2 ごとの %1: 中央値と 10–90 % の帯</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1: 10–90 %</source>
        <translation>%1: 10–90 %</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>10–90 % of the games</source>
        <translation>ゲームの 10–90 %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: median</source>
        <translation>%1: 中央値</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>median</source>
        <translation>中央値</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Game length: games by number of %1s</source>
        <translation>ゲームの長さ: %1 数ごとのゲーム数</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Games</source>
        <translation>ゲーム数</translation>
    </message>
</context>
<context>
    <name>ts::gui::BatchGamesModel</name>
    <message>
        <location filename="../../widgets/panels/batch/batchgamesmodel.cpp" line="+25"/>
        <source>finished</source>
        <translation>終了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>budget</source>
        <translation>予算切れ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting</source>
        <translation>待機中</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Double-click: open this game traced in the debugger</source>
        <translation>ダブルクリック: このゲームをトレース付きでデバッガに開く</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sweep value</source>
        <translation>スイープ値</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outcome</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winner</source>
        <translation>勝者</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Events</source>
        <translation>イベント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Periods</source>
        <translation>期間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decisions</source>
        <translation>意思決定</translation>
    </message>
</context>
<context>
    <name>ts::gui::BatchSetup</name>
    <message>
        <location filename="../../widgets/panels/batch/batchsetup.cpp" line="+29"/>
        <source>Seeds: expected a range A..B of whole numbers from 0 to 9223372036854775807, both included (for example 1..100); got &quot;%1&quot;.</source>
        <translation>シード: 0 から 9223372036854775807 までの整数の範囲 A..B (両端を含む、例 1..100) が必要ですが、&quot;%1&quot; が入力されました。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Seeds %1: the range is reversed (A must not exceed B).</source>
        <translation>シード %1: 範囲が逆です (A は B 以下でなければなりません)。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The fixed change &quot;%1&quot; has several values: put the values to sweep in the Sweep field.</source>
        <translation>固定の変更 &quot;%1&quot; に複数の値があります: スイープする値はスイープ欄に入力してください。</translation>
    </message>
</context>
<context>
    <name>ts::gui::BatchWindow</name>
    <message>
        <location filename="../../widgets/panels/batch/batchwindow.cpp" line="+60"/>
        <source>Batch Run</source>
        <translation>バッチ実行</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Batch results (*.sqlite);;All files (*)</source>
        <translation>バッチ結果 (*.sqlite);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scenarios (*.json);;All files (*)</source>
        <translation>シナリオ (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&amp;Debugger&apos;s Scenario</source>
        <translation>デバッガのシナリオ(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the scenario of the game shown in the debugger</source>
        <translation>デバッガに表示中のゲームのシナリオを実行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Other Scenario…</source>
        <translation>他のシナリオ(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play another scenario file</source>
        <translation>別のシナリオファイルを実行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The seeds to play, A..B, both included</source>
        <translation>実行するシード A..B (両端を含む)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Games played at a time (threads); the results do not depend on it</source>
        <translation>同時に実行するゲーム数 (スレッド); 結果はこれに依存しません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>$.path.to.value=V1,V2,V3 (optional)</source>
        <translation>$.path.to.value=V1,V2,V3 (省略可)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A JSON path of the scenario and the values to play every seed with, comma-separated</source>
        <translation>シナリオの JSON パスと、各シードを実行する値 (カンマ区切り)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>$.path.to.value=VALUE, one a line (optional)</source>
        <translation>$.path.to.value=VALUE、1 行に 1 つ (省略可)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Changes made to the scenario for every game, one PATH=VALUE a line</source>
        <translation>すべてのゲームでシナリオに加える変更、1 行に PATH=VALUE を 1 つ</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Scenario:</source>
        <translation>シナリオ:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>S&amp;eeds:</source>
        <translation>シード(&amp;E):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Threads:</source>
        <translation>スレッド(&amp;T):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;weep:</source>
        <translation>スイープ(&amp;W):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Fixed changes:</source>
        <translation>固定の変更(&amp;F):</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Run</source>
        <translation>実行(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save Results…</source>
        <translation>結果を保存(&amp;S)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the games and their metrics to a results file (SQLite), as turnscope-cli batch --out</source>
        <translation>ゲームとその指標を結果ファイル (SQLite) に書き出します (turnscope-cli batch --out と同じ)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%v / %m games</source>
        <translation>%v / %m ゲーム</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Batch Run: Scenario</source>
        <translation>バッチ実行: シナリオ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cannot read the scenario</source>
        <translation>シナリオを読み込めません</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Save Batch Results</source>
        <translation>バッチ結果を保存</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cannot save the results</source>
        <translation>結果を保存できません</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Double-click a game to open it traced in the debugger</source>
        <translation>ゲームをダブルクリックするとトレース付きでデバッガに開きます</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>There is no game in the debugger: the scenario stays %1.</source>
        <translation>デバッガにゲームがありません: シナリオは %1 のままです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(none: choose a scenario file)</source>
        <translation>(なし: シナリオファイルを選んでください)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (the debugger&apos;s game)</source>
        <translation>%1 (デバッガのゲーム)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Choose a scenario first (Other Scenario…).</source>
        <translation>先にシナリオを選んでください (他のシナリオ…)。</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Playing %1 games…</source>
        <translation>%1 ゲームを実行中…</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The run failed: %1</source>
        <translation>実行に失敗しました: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled after %1 of %2 games; their results were discarded.</source>
        <translation>%2 ゲーム中 %1 ゲームでキャンセルしました。その結果は破棄されました。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 games (seeds %2..%3) in %4 s on %5 threads.</source>
        <translation>%1 ゲーム (シード %2..%3) を %5 スレッドで %4 秒。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 games (seeds %2..%3 for each of %4 sweep values) in %5 s on %6 threads.</source>
        <translation>%1 ゲーム (%4 個のスイープ値それぞれにシード %2..%3) を %6 スレッドで %5 秒。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Double-click a game to open it traced in the debugger.</source>
        <translation>ゲームをダブルクリックするとトレース付きでデバッガに開きます。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There are no results to save: run a batch first.</source>
        <translation>保存する結果がありません: 先にバッチを実行してください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Results saved to %1.</source>
        <translation>結果を %1 に保存しました。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot open the game</source>
        <translation>ゲームを開けません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seed %1 opened in the debugger.</source>
        <translation>シード %1 をデバッガで開きました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed %1 with %2 = %3 opened in the debugger.</source>
        <translation>シード %1 (%2 = %3) をデバッガで開きました。</translation>
    </message>
</context>
<context>
    <name>ts::gui::BreakpointModel</name>
    <message>
        <location filename="../../widgets/panels/breakpoints/breakpointmodel.cpp" line="+106"/>
        <location line="+1"/>
        <location line="+1"/>
        <source>any</source>
        <translation>すべて</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>Evaluated %n time(s) without error</source>
        <translation>
            <numerusform>%n 回評価し、エラーなし</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1
at event #%2 (%3 of %4 evaluations failed; a failed evaluation counts as false)</source>
        <translation>%1
イベント #%2 で発生 (%4 回の評価のうち %3 回が失敗。失敗した評価は false として扱われます)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Breakpoint #%1 is enabled</source>
        <translation>ブレークポイント #%1 は有効です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Breakpoint #%1 is disabled</source>
        <translation>ブレークポイント #%1 は無効です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Times the debugger stopped here</source>
        <translation>デバッガがここで停止した回数</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Enabled</source>
        <translation>有効</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clause</source>
        <translation>条項</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Entity</source>
        <translation>エンティティ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Condition</source>
        <translation>条件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hits</source>
        <translation>ヒット数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A JavaScript expression over the state, e.g. unit(&quot;Player&quot;).hp &lt;= 10 &amp;&amp; turn() &gt;= 2</source>
        <translation>状態に対する JavaScript の式。例: unit(&quot;Player&quot;).hp &lt;= 10 &amp;&amp; turn() &gt;= 2</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+43"/>
        <source>No game is open</source>
        <translation>ゲームが開かれていません</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Unknown event kind &quot;%1&quot;</source>
        <translation>不明なイベントの種類 &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unknown rule clause &quot;%1&quot;</source>
        <translation>不明なルール条項 &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unknown entity &quot;%1&quot;</source>
        <translation>不明なエンティティ &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Give a kind, a clause, an entity or a condition</source>
        <translation>種類、条項、エンティティ、条件のいずれかを指定してください</translation>
    </message>
</context>
<context>
    <name>ts::gui::BreakpointsDock</name>
    <message>
        <location filename="../../widgets/panels/breakpoints/breakpointsdock.cpp" line="+35"/>
        <source>Breakpoints</source>
        <translation>ブレークポイント</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Add…</source>
        <translation>追加…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a breakpoint on a kind, a clause, an entity or a condition</source>
        <translation>種類、条項、エンティティ、条件のいずれかでブレークポイントを追加する</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+98"/>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <location line="-97"/>
        <source>Remove the selected breakpoints (Del)</source>
        <translation>選択したブレークポイントを削除する (Del)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enable All</source>
        <translation>すべて有効</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Disable All</source>
        <translation>すべて無効</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>any clause, e.g. 000:merge</source>
        <translation>すべての条項 (例: 000:merge)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>always, or a JavaScript expression over the state at the event</source>
        <translation>常に停止、またはイベント時点の状態に対する JavaScript の式</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clause</source>
        <translation>条項</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Entity</source>
        <translation>エンティティ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Condition</source>
        <translation>条件</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Add Breakpoint</source>
        <translation>ブレークポイントを追加</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>No breakpoints.
Press F9 on an event, click the log&apos;s gutter, or use Add…</source>
        <translation>ブレークポイントはありません。
イベント上で F9 を押すか、ログの左端をクリックするか、「追加…」を使います</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>any kind</source>
        <translation>すべての種類</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any entity</source>
        <translation>すべてのエンティティ</translation>
    </message>
</context>
<context>
    <name>ts::gui::CompareTimeline</name>
    <message>
        <location filename="../../widgets/panels/compare/comparetimeline.cpp" line="+15"/>
        <source>Where the two traces differ: orange changed, red only in A, green only in B; click to go there</source>
        <translation>2 つのトレースが異なる箇所: オレンジは変更、赤は A のみ、緑は B のみ。クリックで移動</translation>
    </message>
</context>
<context>
    <name>ts::gui::CompareWindow</name>
    <message>
        <location filename="../../widgets/panels/compare/comparewindow.cpp" line="+53"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Previous Difference</source>
        <translation>前の相違</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next Difference</source>
        <translation>次の相違</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The previous place where the traces differ (Shift+F8)</source>
        <translation>トレースが異なる前の箇所 (Shift+F8)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next place where the traces differ (F8)</source>
        <translation>トレースが異なる次の箇所 (F8)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Double-click: show A&apos;s event in the debugger</source>
        <translation>ダブルクリック: A のイベントをデバッガに表示</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Only differences</source>
        <translation>相違のみ</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>There is no game in the debugger to compare with.</source>
        <translation>比較するゲームがデバッガにありません。</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+15"/>
        <source>Compare — %1</source>
        <translation>比較 — %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the game in the debugger</source>
        <translation>デバッガのゲーム</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A: %1 (%2 events) · B: %3 (%4 events)</source>
        <translation>A: %1 (%2 イベント) · B: %3 (%4 イベント)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>identical</source>
        <translation>同一</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n divergent place(s), the first at A #%1 / B #%2</source>
        <translation>
            <numerusform>相違箇所 %n か所、最初は A #%1 / B #%2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>too many differences: the alignment stopped, the rest is shown as one place</source>
        <translation>相違が多すぎます: 整列を打ち切り、残りを 1 か所として表示します</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>An empty trace has no state to compare.</source>
        <translation>空のトレースには比較する状態がありません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The states cannot be shown: %1</source>
        <translation>状態を表示できません: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>State after A #%1 and B #%2: %n value(s) differ</source>
        <translation>
            <numerusform>A #%1 と B #%2 の後の状態: %n 個の値が異なる</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ts::gui::ConditionEngine</name>
    <message>
        <location filename="../../widgets/session/headless/conditionengine.cpp" line="+105"/>
        <source>Unbalanced &apos;%1&apos; at column %2</source>
        <translation>%2 桁目の &apos;%1&apos; が対応していません</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Missing &apos;%1&apos; at the end</source>
        <translation>末尾に &apos;%1&apos; がありません</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>Uncaught exception: %1</source>
        <translation>捕捉されない例外: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source> (at the end of the condition)</source>
        <translation> (条件式の末尾)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (line %1)</source>
        <translation> (%1 行目)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The condition is empty</source>
        <translation>条件が空です</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&apos;%1&apos; is not allowed: a condition is a single expression, without loops</source>
        <translation>&apos;%1&apos; は使用できません: 条件はループを含まない単一の式です</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;use strict&quot; is not allowed in a condition</source>
        <translation>条件では &quot;use strict&quot; を使用できません</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The condition did not compile to a function</source>
        <translation>条件を関数にコンパイルできませんでした</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The condition is not compiled</source>
        <translation>条件がコンパイルされていません</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The condition ran longer than %1 ms and was stopped</source>
        <translation>条件の実行が %1 ミリ秒を超えたため停止しました</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The condition is undefined here (a name or a field that does not exist?)</source>
        <translation>ここでは条件が undefined です(存在しない名前またはフィールド?)</translation>
    </message>
</context>
<context>
    <name>ts::gui::ConsiderationModel</name>
    <message>
        <location filename="../../widgets/panels/whynot/considerationmodel.cpp" line="+42"/>
        <source>before</source>
        <translation>前</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>at the cursor</source>
        <translation>カーソル位置</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>after</source>
        <translation>後</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>applied</source>
        <translation>適用</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not applied</source>
        <translation>不適用</translation>
    </message>
    <message>
        <location filename="../../widgets/panels/whynot/considerationsnapshot.cpp" line="+19"/>
        <source>(event #%1 cannot be read)</source>
        <translation>（イベント #%1 を読み込めません）</translation>
    </message>
    <message>
        <location filename="../../widgets/panels/whynot/considerationmodel.cpp" line="+12"/>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event</source>
        <translation>イベント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outcome</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clause</source>
        <translation>条項</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happened, or why not</source>
        <translation>起きたこと、または起きなかった理由</translation>
    </message>
    <message>
        <location filename="../../widgets/panels/whynot/considerationsnapshot.cpp" line="+15"/>
        <source>No game is open.</source>
        <translation>ゲームが開かれていません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name a rule clause, an entity, or both.</source>
        <translation>ルールの条項、エンティティ、またはその両方を指定してください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This game has no entity named &quot;%1&quot;.</source>
        <translation>このゲームに「%1」という名前のエンティティはありません。</translation>
    </message>
</context>
<context>
    <name>ts::gui::DebugActions</name>
    <message>
        <location filename="../../widgets/window/debugactions.cpp" line="+25"/>
        <source>Open &amp;Scenario…</source>
        <translation>シナリオを開く(&amp;S)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a scenario file and run it</source>
        <translation>シナリオファイルを開いて実行する</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;Trace…</source>
        <translation>トレースを開く(&amp;T)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a saved trace file</source>
        <translation>保存したトレースファイルを開く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save Trace</source>
        <translation>トレースを保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the trace</source>
        <translation>トレースを保存する</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save Trace &amp;As…</source>
        <translation>名前を付けてトレースを保存(&amp;A)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the trace to a new file</source>
        <translation>新しいファイルにトレースを保存する</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quit Turnscope</source>
        <translation>Turnscope を終了する</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Continue</source>
        <translation>続行(&amp;C)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Run to the next breakpoint hit</source>
        <translation>次のブレークポイントまで実行する</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reverse Continue</source>
        <translation>逆方向に続行(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run back to the previous breakpoint hit</source>
        <translation>前のブレークポイントまで戻る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step &amp;Over</source>
        <translation>ステップオーバー(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next event at the same or a shallower depth</source>
        <translation>同じかより浅い深さの次のイベント</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step &amp;Into</source>
        <translation>ステップイン(&amp;I)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next event</source>
        <translation>次のイベント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step O&amp;ut</source>
        <translation>ステップアウト(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next event at a shallower depth</source>
        <translation>より浅い深さの次のイベント</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step &amp;Back</source>
        <translation>ステップバック(&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous event</source>
        <translation>前のイベント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step Back O&amp;ver</source>
        <translation>逆ステップオーバー(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous event at the same or a shallower depth</source>
        <translation>同じかより浅い深さの前のイベント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step Back Ou&amp;t</source>
        <translation>逆ステップアウト(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous event at a shallower depth</source>
        <translation>より浅い深さの前のイベント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run to &amp;Cursor</source>
        <translation>カーソルまで実行(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run to the event selected in the event log</source>
        <translation>イベントログで選択したイベントまで実行する</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Toggle &amp;Breakpoint</source>
        <translation>ブレークポイントの切り替え(&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Break on events of the current event&apos;s kind</source>
        <translation>現在のイベントと同じ種類で停止する</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Go to Event…</source>
        <translation>イベントへ移動(&amp;G)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Jump to an event number</source>
        <translation>イベント番号へ移動する</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to &amp;Turn…</source>
        <translation>ターンへ移動(&amp;T)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Jump to a turn and Run</source>
        <translation>ターンと Run へ移動する</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re-run with Another &amp;Seed…</source>
        <translation>別のシードで再実行(&amp;S)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run this scenario again with another seed; pinned draws keep their results</source>
        <translation>このシナリオを別のシードでもう一度実行する。ピン留めした抽選は結果を保つ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;hrink to Here…</source>
        <translation>ここまで縮小(&amp;H)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find the smallest scenario whose game still stops at this breakpoint</source>
        <translation>このブレークポイントで止まるゲームになる最小のシナリオを探す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Compare with Trace…</source>
        <translation>トレースと比較(&amp;C)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show this game and a saved trace side by side, aligned by rule step</source>
        <translation>このゲームと保存したトレースをルールステップごとに揃えて並べて表示する</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Batch Run…</source>
        <translation>バッチ実行(&amp;B)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play many seeds of a scenario untraced, with charts of the results</source>
        <translation>シナリオを多数のシードでトレースなしに実行し、結果をグラフで表示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play</source>
        <translation>再生(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step forward at the chosen number of events per second</source>
        <translation>指定した毎秒イベント数で前へ進む</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sto&amp;p</source>
        <translation>停止(&amp;P)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stop the running work</source>
        <translation>実行中の処理を止める</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restore Default Layout</source>
        <translation>既定のレイアウトに戻す(&amp;R)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Put every panel back where it started</source>
        <translation>すべてのパネルを元の位置に戻す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings…</source>
        <translation>設定(&amp;S)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Language and other settings</source>
        <translation>言語などの設定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Turnscope</source>
        <translation>Turnscope について(&amp;A)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>About Turnscope</source>
        <translation>Turnscope について</translation>
    </message>
</context>
<context>
    <name>ts::gui::DecisionDock</name>
    <message>
        <location filename="../../widgets/panels/decision/decisiondock.cpp" line="+50"/>
        <location line="+115"/>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>Note</source>
        <translation>備考</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>from the scenario&apos;s script</source>
        <translation>シナリオのスクリプトによる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>from the built-in AI policy</source>
        <translation>組み込みの AI ポリシーによる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>given by hand (or by a fork)</source>
        <translation>手動 (または分岐) による</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>re-executing the game did not reach this decision</source>
        <translation>ゲームを再実行しましたが、この意思決定に到達しませんでした</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Decision</source>
        <translation>意思決定</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fork here</source>
        <translation>ここで分岐</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fork</source>
        <translation>分岐</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Answer the decision with the selected choice and run on (or double-click a choice)</source>
        <translation>選択した選択肢で意思決定に回答し、実行を続ける (選択肢のダブルクリックでも可)</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+4"/>
        <source>Fork here…</source>
        <translation>ここで分岐…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Answer this decision with the selected choice instead; the events after it are replaced</source>
        <translation>代わりに選択した選択肢でこの意思決定に回答する。以降のイベントは置き換えられます</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>No game is open.</source>
        <translation>ゲームが開かれていません。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No decision here.

Step to a decision event (◆ on the timeline) to fork, or run until the game asks.</source>
        <translation>ここに意思決定はありません。

分岐するには意思決定イベント (タイムライン上の ◆) までステップ実行するか、ゲームが尋ねるまで実行してください。</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+53"/>
        <location line="+59"/>
        <source>script</source>
        <translation>スクリプト</translation>
    </message>
    <message>
        <location line="-110"/>
        <location line="+53"/>
        <source>AI&apos;s choice</source>
        <translation>AI の選択</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>script, not legal now</source>
        <translation>スクリプト (現在は選択不可)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 must decide</source>
        <translation>%1 が決める番です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decision #%1, asked after event #%2.</source>
        <translation>意思決定 #%1 (イベント #%2 の後に要求)。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The script says: &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>スクリプトの指定: &lt;b&gt;%1&lt;/b&gt;。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No script line: the game waits for your answer.</source>
        <translation>スクリプトがありません。ゲームはあなたの回答を待っています。</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+9"/>
        <source>recorded</source>
        <translation>記録済み</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decision #%1 · %2</source>
        <translation>意思決定 #%1 · %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 chose &lt;b&gt;%2&lt;/b&gt;, %3.&lt;br&gt;Recorded as event #%4.</source>
        <translation>%1 は &lt;b&gt;%2&lt;/b&gt; を選択しました (%3)。&lt;br&gt;イベント #%4 として記録されています。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Answer this decision differently: the game is played on from here with your answer, and the events after it are replaced.</source>
        <translation>この意思決定に別の回答をする: ここからあなたの回答でゲームが進み、以降のイベントは置き換えられます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The legal answers at this decision could not be worked out (%1).</source>
        <translation>この意思決定で選択可能な回答を求められませんでした (%1)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is also waiting for decision #%1 at its end.</source>
        <translation>ゲームは末尾でも意思決定 #%1 を待っています。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>This is the recorded answer</source>
        <translation>記録済みの回答です</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Fork at decision #%1?

%2 will %3 instead of %4. The events from #%5 on are replaced by the new future.</source>
        <translation>意思決定 #%1 で分岐しますか?

%2 は %4 の代わりに %3 を選びます。#%5 以降のイベントは新しい未来に置き換えられます。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This trace has not been saved: save it first if you want to keep the old future.</source>
        <translation>このトレースは保存されていません。元の未来を残したい場合は先に保存してください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The old future stays in the saved trace file, %1.</source>
        <translation>元の未来は保存済みのトレースファイル %1 に残ります。</translation>
    </message>
</context>
<context>
    <name>ts::gui::DrawLedgerDock</name>
    <message>
        <location filename="../../widgets/panels/draws/drawledgerdock.cpp" line="+26"/>
        <source>Random Draws</source>
        <translation>乱数の記録</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Clause (e.g. 002:1)</source>
        <translation>条項（例: 002:1）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Entity name</source>
        <translation>エンティティ名</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Draws per clause; click one to show only its draws</source>
        <translation>条項ごとの抽選数。クリックするとその条項の抽選だけを表示します</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Try another value…</source>
        <translation>別の値を試す…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fork the game at this draw with a result you choose</source>
        <translation>この抽選で選んだ結果を使ってゲームを分岐します</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+55"/>
        <source>Pin</source>
        <translation>ピン留め</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>Keep this draw&apos;s result when the game is re-run with another seed</source>
        <translation>別のシードで再実行したときもこの抽選の結果を保つ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to draw</source>
        <translation>抽選へ移動</translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>%1: %n draw(s)</source>
        <translation>
            <numerusform>%1: %n 回の抽選</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2 draws shown</source>
        <translation>%2 件中 %1 件の抽選を表示</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> · reading the trace, %1 %</source>
        <translation> · トレースを読み込み中 %1 %</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Unpin</source>
        <translation>ピン留め解除</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Select a draw first.</source>
        <translation>先に抽選を選んでください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+11"/>
        <source>Try another value</source>
        <translation>別の値を試す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result of draw %1 (event #%2), from 0 to %3; it was %4:</source>
        <translation>抽選 %1（イベント #%2）の結果（0 から %3、元は %4）:</translation>
    </message>
</context>
<context>
    <name>ts::gui::DrawLedgerModel</name>
    <message>
        <location filename="../../widgets/panels/draws/drawledgermodel.cpp" line="+209"/>
        <source>The value you chose (Try another value)</source>
        <translation>あなたが選んだ値（別の値を試す）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not pinned</source>
        <translation>ピン留めなし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pinned as %1: a re-run with another seed keeps the result %2</source>
        <translation>%1 としてピン留め: 別のシードで再実行しても結果 %2 を保つ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>pinned = %1</source>
        <translation>ピン = %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Draw</source>
        <translation>抽選</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event</source>
        <translation>イベント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stream</source>
        <translation>ストリーム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Range</source>
        <translation>範囲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pin</source>
        <translation>ピン留め</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clause</source>
        <translation>条項</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Entity</source>
        <translation>エンティティ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Used by</source>
        <translation>使用したイベント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule step</source>
        <translation>ルールのステップ</translation>
    </message>
</context>
<context>
    <name>ts::gui::DrawPinList</name>
    <message>
        <location filename="../../widgets/panels/draws/drawpinlist.cpp" line="+32"/>
        <source>Pinned draws keep their results when the game is re-run with another seed. A pin names a draw by its clause and its number among that clause&apos;s draws.</source>
        <translation>ピン留めした抽選は、別のシードで再実行しても結果を保ちます。ピンは抽選を、その条項と、その条項の抽選の中での番号で指定します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re-run with another seed…</source>
        <translation>別のシードで再実行…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run this scenario again with another seed; pinned draws keep their results</source>
        <translation>このシナリオを別のシードでもう一度実行する。ピン留めした抽選は結果を保つ</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+82"/>
        <source>Remove Pin</source>
        <translation>ピンを外す</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>kept for the next re-run</source>
        <translation>次の再実行まで保持</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>applied at event #%1</source>
        <translation>イベント #%1 で適用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not applied: the draw at event #%1 has the range 0–%2</source>
        <translation>不適用: イベント #%1 の抽選の範囲は 0–%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not applied: the draw at event #%1 has a value you chose</source>
        <translation>不適用: イベント #%1 の抽選にはあなたが選んだ値がある</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not reached: this game has fewer draws of that clause</source>
        <translation>未到達: このゲームにはその条項の抽選がそれより少ない</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not applied: no rule of this ruleset cites that clause</source>
        <translation>不適用: このルールセットにその条項を引くルールはない</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Draw %1 of clause %2 keeps the result %3: %4</source>
        <translation>条項 %2 の %1 回目の抽選は結果 %3 を保つ: %4</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No pins: select a draw and press Pin</source>
        <translation>ピンなし: 抽選を選んで「ピン留め」を押す</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n pin(s)</source>
        <translation>
            <numerusform>ピン %n 個</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Remove All Pins</source>
        <translation>すべてのピンを外す</translation>
    </message>
</context>
<context>
    <name>ts::gui::EventLogDock</name>
    <message>
        <location filename="../../widgets/panels/eventlog/eventlogdock.cpp" line="+41"/>
        <source>Event Log</source>
        <translation>イベントログ</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Search the summaries</source>
        <translation>概要を検索</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows the events whose line contains this text (any case)</source>
        <translation>この文字列を含む行のイベントを表示 (大文字小文字を区別しない)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show one kind of event</source>
        <translation>1 種類のイベントを表示</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clause, e.g. 000:speed</source>
        <translation>条項 (例: 000:speed)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows the events of the rule clauses that start with this id</source>
        <translation>この ID で始まるルール条項のイベントを表示</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show the events that concern one entity</source>
        <translation>1 つのエンティティに関係するイベントを表示</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show every event</source>
        <translation>すべてのイベントを表示</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Matching the filter</source>
        <translation>フィルタを適用中</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>All kinds</source>
        <translation>すべての種類</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All entities</source>
        <translation>すべてのエンティティ</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>%1 events</source>
        <translation>%1 件のイベント</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2 events</source>
        <translation>%2 件中 %1 件のイベント</translation>
    </message>
</context>
<context>
    <name>ts::gui::EventLogModel</name>
    <message>
        <location filename="../../widgets/panels/eventlog/eventlogmodel.cpp" line="+198"/>
        <source>A breakpoint matches this event</source>
        <translation>このイベントに一致するブレークポイントがあります</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click to break on every “%1” event</source>
        <translation>クリックするとすべての「%1」イベントで停止</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clause</source>
        <translation>条項</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Entities</source>
        <translation>エンティティ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Summary</source>
        <translation>概要</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Breakpoints: click a row&apos;s cell to break on its kind</source>
        <translation>ブレークポイント: 行のセルをクリックするとその種類で停止</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event number</source>
        <translation>イベント番号</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rule clause that produced the event</source>
        <translation>イベントを生成したルール条項</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The entities the event concerns</source>
        <translation>イベントに関係するエンティティ</translation>
    </message>
</context>
<context>
    <name>ts::gui::EventLogView</name>
    <message numerus="yes">
        <location filename="../../widgets/panels/eventlog/eventlogview.cpp" line="+367"/>
        <source>… %n more selected event(s) not copied</source>
        <translation>
            <numerusform>… 選択した残り %n 件のイベントはコピーされていません</numerusform>
        </translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Go to event %1</source>
        <translation>イベント %1 へ移動</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Break on kind %1</source>
        <translation>種類 %1 で停止</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Break on clause %1</source>
        <translation>条項 %1 で停止</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Break on entity %1</source>
        <translation>エンティティ %1 で停止</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Run to here</source>
        <translation>ここまで実行</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy line</source>
        <translation>行をコピー</translation>
    </message>
</context>
<context>
    <name>ts::gui::GuardedApplication</name>
    <message>
        <location filename="../../widgets/window/guardedapplication.cpp" line="+30"/>
        <source>The trace cannot be read</source>
        <translation>トレースを読み込めません</translation>
    </message>
</context>
<context>
    <name>ts::gui::HandoutExporter</name>
    <message>
        <location filename="../../widgets/handout/handoutexporter.cpp" line="+35"/>
        <source>Export &amp;Handout…</source>
        <translation>配布資料を書き出す(&amp;H)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Write the next rule steps from the cursor as a handout (PDF or HTML): narration, rule text and a picture of the signature view for each</source>
        <translation>カーソルから先のルールステップを配布資料（PDF または HTML）として書き出します：各ステップの説明、ルール本文、代表ビューの画像</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+5"/>
        <location line="+27"/>
        <source>Export Handout</source>
        <translation>配布資料を書き出す</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>PDF documents (*.pdf);;Web pages (*.html)</source>
        <translation>PDF 文書 (*.pdf);;Web ページ (*.html)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rule steps from the cursor:</source>
        <translation>カーソルからのルールステップ数：</translation>
    </message>
    <message numerus="yes">
        <location line="+73"/>
        <source>A lesson on %1, seed %2: %n question(s), each with the step that answered it.</source>
        <translation>
            <numerusform>%1 のレッスン、シード %2：%n 問、それぞれ答えを出したステップ付き。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Recording the rule steps…</source>
        <translation>ルールステップを記録しています…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message numerus="yes">
        <location line="-39"/>
        <source>Seed %1, %n rule step(s) from event #%2.</source>
        <translation>
            <numerusform>シード %1、イベント #%2 から %n ルールステップ。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ts::gui::InspectorDock</name>
    <message>
        <location filename="../../widgets/panels/inspector/inspectordock.cpp" line="+28"/>
        <source>Inspector</source>
        <translation>インスペクタ</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Filter names and values</source>
        <translation>名前と値で絞り込む</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Changed only</source>
        <translation>変更のみ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show only the values the current event changed</source>
        <translation>現在のイベントで変更された値のみを表示する</translation>
    </message>
    <message>
        <location line="+140"/>
        <source>No state</source>
        <translation>状態なし</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Event #%1 changed no value</source>
        <translation>イベント #%1 で変更された値はありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event #%1 changed 1 value (highlighted)</source>
        <translation>イベント #%1 で 1 個の値が変更されました (強調表示)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event #%1 changed %2 values (highlighted)</source>
        <translation>イベント #%1 で %2 個の値が変更されました (強調表示)</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Set Value</source>
        <translation>値を設定</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Who changed this?</source>
        <translation>この値を変えたのは？</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every write of this value in the trace, the last one before the cursor and where it came from</source>
        <translation>トレース中のこの値へのすべての書き込み、カーソル以前の最後の書き込みとその由来</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set Value…</source>
        <translation>値を設定…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What if? Set this value here and play on from the end of this rule step</source>
        <translation>もしも？ ここでこの値を設定し、このルールステップの終わりから続けてプレイする</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Watch This</source>
        <translation>この値をウォッチ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Follow this value across the whole game: a track under the timeline</source>
        <translation>ゲーム全体でこの値を追う: タイムラインの下のトラック</translation>
    </message>
</context>
<context>
    <name>ts::gui::InspectorModel</name>
    <message>
        <location filename="../../widgets/panels/inspector/inspectortext.cpp" line="+38"/>
        <source>Run %1</source>
        <translation>Run %1</translation>
    </message>
    <message>
        <location filename="../../widgets/panels/inspector/inspectormodel.cpp" line="+406"/>
        <source>1 item</source>
        <translation>1 項目</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 items</source>
        <translation>%1 項目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 field</source>
        <translation>1 フィールド</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 fields</source>
        <translation>%1 フィールド</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · %1 changed</source>
        <translation> · %1 件変更</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>(absent)</source>
        <translation>(なし)</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>changed by this event: %1 → %2</source>
        <translation>このイベントで変更: %1 → %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 value inside changed by this event</source>
        <translation>内部の 1 個の値がこのイベントで変更</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 values inside changed by this event</source>
        <translation>内部の %1 個の値がこのイベントで変更</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value</source>
        <translation>値</translation>
    </message>
</context>
<context>
    <name>ts::gui::LessonActions</name>
    <message>
        <location filename="../../widgets/lessons/lessonactions.cpp" line="+30"/>
        <source>Add a &amp;Question Here…</source>
        <translation>ここに質問を追加(&amp;Q)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write a lesson stop before the event after the cursor</source>
        <translation>カーソルの次のイベントの直前にレッスンの停止位置を書き込む</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Export Lesson &amp;Handout…</source>
        <translation>レッスンの配布資料を書き出す(&amp;H)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write the lesson&apos;s questions, their answers and the steps that answered them as a handout (PDF or HTML)</source>
        <translation>レッスンの問題、その答え、答えを出したステップを配布資料（PDF または HTML）として書き出します</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Export Lesson Handout</source>
        <translation>レッスンの配布資料を書き出す</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Lessons</source>
        <translation>レッスン(&amp;L)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Open &amp;Lesson File…</source>
        <translation>レッスンファイルを開く(&amp;L)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open Lesson</source>
        <translation>レッスンを開く</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lessons (*.json)</source>
        <translation>レッスン (*.json)</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+2"/>
        <source>Lesson</source>
        <translation>レッスン</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1: $.view: this window has no panel named &quot;%2&quot; for this game; its panels are: %3</source>
        <translation>%1: $.view: このゲームのウィンドウには &quot;%2&quot; というパネルがありません。パネルは次のとおりです: %3</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Lesson: %1</source>
        <translation>レッスン：%1</translation>
    </message>
</context>
<context>
    <name>ts::gui::LessonDock</name>
    <message>
        <location filename="../../widgets/lessons/lessondock.cpp" line="+44"/>
        <source>Lesson</source>
        <translation>レッスン</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The lesson&apos;s game was closed.</source>
        <translation>レッスンのゲームは閉じられました。</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>A whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Answer</source>
        <translation>回答(&amp;A)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&amp;Next</source>
        <translation>次へ(&amp;N)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>What the engine did:</source>
        <translation>エンジンが実際に行ったこと:</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Lesson: %1</source>
        <translation>レッスン: %1</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Question %1 of %2</source>
        <translation>質問 %1 / %2</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Right: %1.</source>
        <translation>正解: %1。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not quite: you said %1, the engine did %2.</source>
        <translation>惜しい: あなたの答えは %1、エンジンの結果は %2 でした。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rule %1: %2</source>
        <translation>ルール %1: %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rule %1</source>
        <translation>ルール %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Next Question</source>
        <translation>次の質問(&amp;N)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>See the &amp;Score</source>
        <translation>スコアを見る(&amp;S)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>… %1 more events …</source>
        <translation>… ほか %1 件のイベント …</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1

Your score: %2 of %3.</source>
        <translation>%1

スコア: %3 問中 %2 問正解。</translation>
    </message>
</context>
<context>
    <name>ts::gui::LessonPlayer</name>
    <message>
        <location filename="../../widgets/lessons/lessonplayer.cpp" line="+63"/>
        <source>Playing the lesson&apos;s game…</source>
        <translation>レッスンのゲームを実行中…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lesson</source>
        <translation>レッスン</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Stopping the lesson&apos;s game…</source>
        <translation>レッスンのゲームを停止中…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Playing the lesson&apos;s game… %L1 events</source>
        <translation>レッスンのゲームを実行中… %L1 イベント</translation>
    </message>
</context>
<context>
    <name>ts::gui::LiveFile</name>
    <message>
        <location filename="../../widgets/window/livefile.cpp" line="+107"/>
        <source>Live Scenario</source>
        <translation>ライブシナリオ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re-run &amp;When the File Is Saved</source>
        <translation>ファイルの保存時に再実行(&amp;W)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Watch the open scenario or lesson file and play it again each time it is saved</source>
        <translation>開いているシナリオまたはレッスンのファイルを監視し、保存されるたびにもう一度プレイする</translation>
    </message>
    <message>
        <location line="+150"/>
        <source>%1 was saved. Playing it again would drop the draws you chose in this game.</source>
        <translation>%1 が保存されました。もう一度プレイすると、このゲームであなたが選んだ乱数の結果は失われます。</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Your answers given again: %1 of %2.</source>
        <translation>あなたの回答を再び与えました: %2 個中 %1 個。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 was saved and played again: the game did not change.</source>
        <translation>%1 が保存され、もう一度プレイしました: ゲームは変わっていません。</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%1 was saved and played again: %n event(s) differ from #%2</source>
        <translation>
            <numerusform>%1 が保存され、もう一度プレイしました: #%2 から %n 個のイベントが異なります</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>; the game no longer ends</source>
        <translation>。ゲームは終わらなくなりました</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>; the game now ends: %1</source>
        <translation>。ゲームの終わり方が変わりました: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The new lesson&apos;s game was cancelled.</source>
        <translation>新しいレッスンのゲームはキャンセルされました。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 was saved and played again, at question %2.</source>
        <translation>%1 が保存され、もう一度プレイしました。問題 %2 から続けます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 was saved and played again from its first question.</source>
        <translation>%1 が保存され、最初の問題からもう一度プレイしました。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 was saved but cannot be played; the last good game is kept. %2</source>
        <translation>%1 が保存されましたがプレイできません。最後の正しいゲームを残します。%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Compare</source>
        <translation>比較</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play Again</source>
        <translation>もう一度プレイ</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>before the save</source>
        <translation>保存前</translation>
    </message>
</context>
<context>
    <name>ts::gui::MainWindow</name>
    <message>
        <location filename="../../widgets/window/mainwindow.cpp" line="+85"/>
        <source>Unsaved trace</source>
        <translation>未保存のトレース</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The current trace has events that are not saved. Save them first?</source>
        <translation>現在のトレースには保存されていないイベントがあります。先に保存しますか？</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Turnscope traces (*.tstrace)</source>
        <translation>Turnscope トレース (*.tstrace)</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+414"/>
        <location line="+8"/>
        <source>Re-run with Another Seed</source>
        <translation>別のシードで再実行</translation>
    </message>
    <message numerus="yes">
        <location line="-421"/>
        <source>Seed of the new game (a whole number from 0 to 18446744073709551615). %n pinned draw(s) keep their results.</source>
        <translation>
            <numerusform>新しいゲームのシード (0 から 18446744073709551615 までの整数)。ピン留めした %n 回の抽選は結果を保ちます。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Open Scenario</source>
        <translation>シナリオを開く</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open Trace</source>
        <translation>トレースを開く</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Save Trace</source>
        <translation>トレースを保存</translation>
    </message>
    <message>
        <location filename="../../widgets/window/filemenus.cpp" line="+80"/>
        <source>Compare with Trace</source>
        <translation>トレースと比較</translation>
    </message>
    <message>
        <location filename="../../widgets/window/mainwindow.cpp" line="+68"/>
        <source>Checking the trace&apos;s events: %1 %</source>
        <translation>トレースのイベントを検査中: %1 %</translation>
    </message>
    <message>
        <location line="+207"/>
        <source>Event budget reached</source>
        <translation>イベント上限に達しました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game was stopped after %1 events: the run&apos;s event budget of %2 events is used up. The events so far are kept and can be saved as a trace; to go further, start Turnscope with --max-events N (0: no limit).</source>
        <translation>%1 イベントでゲームを停止しました：この実行のイベント上限（%2 イベント）に達しました。ここまでのイベントは保持され、トレースとして保存できます。続けるには --max-events N（0：上限なし）を付けて Turnscope を起動してください。</translation>
    </message>
    <message>
        <location line="-188"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>Scenarios, lessons and traces (*.json *.tstrace);;All files (*)</source>
        <translation>シナリオ・レッスン・トレース (*.json *.tstrace);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&amp;Debug</source>
        <translation>デバッグ(&amp;D)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Tools</source>
        <translation>ツール(&amp;T)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Debug</source>
        <translation>デバッグ</translation>
    </message>
    <message>
        <location line="+14"/>
        <source> events/s</source>
        <translation> イベント/秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Events per second while playing</source>
        <translation>再生時の毎秒イベント数</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Cannot open the file</source>
        <translation>ファイルを開けません</translation>
    </message>
    <message>
        <location line="-168"/>
        <location line="+183"/>
        <source>Cannot open the trace</source>
        <translation>トレースを開けません</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cannot open the scenario</source>
        <translation>シナリオを開けません</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Work budget reached</source>
        <translation>作業量の上限に達しました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game was stopped after %1 events: its rules did more work than the run&apos;s work budget allows (%2 units of work an event; see Robustness in the README). The events so far are kept and can be saved as a trace.</source>
        <translation>%1 イベントの後でゲームを停止しました。ルールの処理量が実行の作業量の上限 (1 イベントあたり %2 単位。README の Robustness を参照) を超えました。ここまでのイベントは保持され、トレースとして保存できます。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cannot save the trace</source>
        <translation>トレースを保存できません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>new game, seed %1</source>
        <translation>新しいゲーム、シード %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bundled sample</source>
        <translation>同梱のサンプル</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No events</source>
        <translation>イベントなし</translation>
    </message>
    <message>
        <location line="-155"/>
        <location line="+158"/>
        <source>Event %1 of %2</source>
        <translation>イベント %1 / %2</translation>
    </message>
    <message>
        <location line="-255"/>
        <source>Open &amp;Sample</source>
        <translation>サンプルを開く(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../widgets/window/filemenus.cpp" line="+16"/>
        <source>Cannot compare with the trace</source>
        <translation>トレースと比較できません</translation>
    </message>
    <message>
        <location filename="../../widgets/window/mainwindow.cpp" line="+288"/>
        <source>&quot;%1&quot; is not a seed: type a whole number from 0 to 18446744073709551615.</source>
        <translation>「%1」はシードではありません: 0 から 18446744073709551615 までの整数を入力してください。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Go to Event</source>
        <translation>イベントへ移動</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Event number:</source>
        <translation>イベント番号:</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+6"/>
        <source>Go to Turn</source>
        <translation>ターンへ移動</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Language (after a restart):</source>
        <translation>言語 (再起動後に反映):</translation>
    </message>
    <message>
        <source>About Turnscope</source>
        <translation type="vanished">Turnscope について</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Turnscope %1&lt;/h3&gt;&lt;p&gt;A debugger and visualizer for the rules of turn-based games: every rule step is an event that names its clause; step, rewind, break and fork.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Turnscope %1&lt;/h3&gt;&lt;p&gt;ターン制ゲームのルールのためのデバッガ兼ビジュアライザ。ルールの各ステップは、その条項を示すイベントになります。ステップ実行、巻き戻し、ブレーク、分岐ができます。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-236"/>
        <source>Shrink to Here</source>
        <translation>ここまで縮小</translation>
    </message>
</context>
<context>
    <name>ts::gui::MessageBar</name>
    <message>
        <location filename="../../widgets/window/messagebar.cpp" line="+27"/>
        <source>Close this message</source>
        <translation>このメッセージを閉じる</translation>
    </message>
</context>
<context>
    <name>ts::gui::ProvenanceChainModel</name>
    <message>
        <location filename="../../widgets/panels/provenance/provenancechainmodel.cpp" line="+20"/>
        <source>Write</source>
        <translation>書き込み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule step</source>
        <translation>ルールステップ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Engine step begins</source>
        <translation>エンジンステップの開始</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Old value written</source>
        <translation>旧値の書き込み</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Old value</source>
        <translation>旧値</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the value the game started with</source>
        <translation>ゲーム開始時の値</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decision in the step</source>
        <translation>このステップの決定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last decision before the step</source>
        <translation>ステップ前の最後の決定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Random draw</source>
        <translation>乱数の抽選</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+7"/>
        <source>Earlier in the step</source>
        <translation>ステップ内の先行書き込み</translation>
    </message>
    <message numerus="yes">
        <location line="-4"/>
        <source>%n earlier write(s) of the step not shown</source>
        <translation>
            <numerusform>ステップ内のそれ以前の書き込み %n 件は表示されていません</numerusform>
        </translation>
    </message>
    <message>
        <location line="+57"/>
        <source>What</source>
        <translation>内容</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event</source>
        <translation>イベント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clause</source>
        <translation>条項</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event line</source>
        <translation>イベントの行</translation>
    </message>
</context>
<context>
    <name>ts::gui::ProvenanceDock</name>
    <message>
        <location filename="../../widgets/panels/provenance/provenancedock.cpp" line="+45"/>
        <source>Who Changed This?</source>
        <translation>この値を変えたのは？</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Indexing the writes… %p%</source>
        <translation>書き込みを索引化中… %p%</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Where the selected write came from</source>
        <translation>選択した書き込みの由来</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow Back</source>
        <translation>さかのぼる</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the history of the chosen earlier write&apos;s field, that write selected</source>
        <translation>選んだ先行書き込みのフィールドの履歴を、その書き込みを選択して表示します</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>No traced field is behind %1: the rules never write it, or it is computed from other values</source>
        <translation>%1 の背後に追跡されたフィールドはありません。ルールが書き込まないか、他の値から計算されています</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>Right-click a value in the Inspector and choose &quot;Who changed this?&quot;</source>
        <translation>インスペクタで値を右クリックし「この値を変えたのは？」を選んでください</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1: %n write(s) in the trace; the last at or before the cursor is #%2</source>
        <translation>
            <numerusform>%1: トレース中に %n 回の書き込み。カーソル以前の最後は #%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1: %n write(s) in the trace; none before the cursor (the value the game started with)</source>
        <translation>
            <numerusform>%1: トレース中に %n 回の書き込み。カーソル以前にはなし（ゲーム開始時の値）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ts::gui::ProvenanceModel</name>
    <message>
        <location filename="../../widgets/panels/provenance/provenancemodel.cpp" line="+109"/>
        <source>Event</source>
        <translation>イベント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clause</source>
        <translation>条項</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Old → new</source>
        <translation>旧 → 新</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule step</source>
        <translation>ルールステップ</translation>
    </message>
</context>
<context>
    <name>ts::gui::QueryDock</name>
    <message>
        <location filename="../../widgets/panels/query/querydock.cpp" line="+46"/>
        <source>Query</source>
        <translation>クエリ</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Put an example query in the editor</source>
        <translation>例のクエリをエディタに入れます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run the query over the trace (Ctrl+Return)</source>
        <translation>トレースに対してクエリを実行します (Ctrl+Return)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop the running query (Esc)</source>
        <translation>実行中のクエリを止めます (Esc)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Tables</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click a name to put it in the query</source>
        <translation>名前をダブルクリックするとクエリに入ります</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>SELECT … FROM events …   (Ctrl+Return runs it)</source>
        <translation>SELECT … FROM events …   (Ctrl+Return で実行)</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Examples…</source>
        <translation>例…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count events per clause</source>
        <translation>条項ごとのイベント数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Writes of a field</source>
        <translation>ある値の書き込み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draws per stream</source>
        <translation>ストリームごとの乱数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every decision</source>
        <translation>すべての決定</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Cancelled after %1 ms</source>
        <translation>%1 ms でキャンセルしました</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Running…</source>
        <translation>実行中…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>First %L1 rows shown (the query has more), in %2 ms</source>
        <translation>最初の %L1 行を表示 (結果はさらにあります)、%2 ms</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln row(s) in %1 ms</source>
        <translation>
            <numerusform>%Ln 行、%1 ms</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>double-click a row to go to its event</source>
        <translation>行をダブルクリックするとそのイベントへ移動します</translation>
    </message>
    <message>
        <location line="+14"/>
        <source> (line %1, column %2)</source>
        <translation> (%1 行 %2 列)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The query failed%1:
%2</source>
        <translation>クエリが失敗しました%1:
%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Write a query and press Ctrl+Return</source>
        <translation>クエリを書いて Ctrl+Return を押してください</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a game or a trace to query it</source>
        <translation>クエリするにはゲームかトレースを開いてください</translation>
    </message>
</context>
<context>
    <name>ts::gui::RuleTextDock</name>
    <message>
        <location filename="../../widgets/panels/rule/ruletextdock.cpp" line="+173"/>
        <source>line %1</source>
        <translation>%1 行目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lines %1–%2</source>
        <translation>%1–%2 行目</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Rule</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location line="+145"/>
        <source>No rule</source>
        <translation>ルールなし</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No game is open.</source>
        <translation>ゲームが開かれていません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The trace is empty.</source>
        <translation>トレースは空です。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Event #%1 cannot be read: %2</source>
        <translation>イベント #%1 を読み込めません: %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Event #%1 · %2</source>
        <translation>イベント #%1 · %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No clause</source>
        <translation>条項なし</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>This event names no rule clause.</source>
        <translation>このイベントはルール条項を示していません。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>refinement of %1</source>
        <translation>%1 の細分</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This build has no statement for this clause.</source>
        <translation>このビルドにはこの条項の記述がありません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This finer step has no text of its own; it counts for %1, whose text is shown.</source>
        <translation>この細分ステップには独自のテキストがありません。%1 に属するため、そのテキストを表示しています。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The seed has no passage for this rule.</source>
        <translation>シードにはこのルールの記述がありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No original text is bundled for this clause.</source>
        <translation>この条項の原文は同梱されていません。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b&gt;Original&lt;/b&gt; — seed %1 &lt;i&gt;%2&lt;/i&gt;&lt;br&gt;%3 · %4</source>
        <translation>&lt;b&gt;原文&lt;/b&gt; — シード %1 &lt;i&gt;%2&lt;/i&gt;&lt;br&gt;%3 · %4</translation>
    </message>
</context>
<context>
    <name>ts::gui::SessionController</name>
    <message>
        <location filename="../../widgets/session/sessioncontroller.cpp" line="+191"/>
        <source>There is no session to save.</source>
        <translation>保存するセッションがありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Saving %1</source>
        <translation>%1 を保存中</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Running the game</source>
        <translation>ゲームを実行中</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Stopped after %1 events</source>
        <translation>%1 イベント後に停止しました</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>Game over after %1 events</source>
        <translation>%1 イベントでゲーム終了</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stopped at the work budget after %1 events</source>
        <translation>%1 イベントの後、作業量の上限で停止</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stopped at the event budget of %1 events</source>
        <translation>イベント上限（%1 イベント）で停止しました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for a decision</source>
        <translation>意思決定を待っています</translation>
    </message>
    <message>
        <location line="+190"/>
        <source>Continuing</source>
        <translation>続行中</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reverse continuing</source>
        <translation>逆方向に続行中</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Stopped</source>
        <translation>停止しました</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Reached the end of the game</source>
        <translation>ゲームの終わりに到達しました</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reached the start of the trace</source>
        <translation>トレースの先頭に到達しました</translation>
    </message>
    <message>
        <location filename="../../widgets/session/sessioncontroller_fork.cpp" line="+38"/>
        <location line="+19"/>
        <location line="+21"/>
        <source>The game is busy; try again when it has stopped.</source>
        <translation>ゲームは処理中です。停止してからもう一度試してください。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>There is no game to re-run.</source>
        <translation>再実行するゲームがありません。</translation>
    </message>
</context>
<context>
    <name>ts::gui::SetValueDialog</name>
    <message>
        <location filename="../../widgets/panels/inspector/setvaluedialog.cpp" line="+32"/>
        <source>Open a game first</source>
        <translation>先にゲームを開いてください</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This value is not a traced field of the game (a derived value or a constant): it cannot be set</source>
        <translation>この値はゲームのトレースされたフィールドではありません (派生値か定数): 設定できません</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 cannot be set: the ruleset does not let the user change this field</source>
        <translation>%1 は設定できません: このルールセットではユーザーがこのフィールドを変更できません</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>There is no game to change</source>
        <translation>変更するゲームがありません</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game as it was could not be kept for the comparison: %1</source>
        <translation>比較のために元のゲームを保存できませんでした: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Set Value</source>
        <translation>値を設定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set &lt;b&gt;%1&lt;/b&gt; at event #%2 and play on from there. The game forks at the end of this rule step; the change is traced as yours; the game as it was opens beside it.</source>
        <translation>イベント #%2 で &lt;b&gt;%1&lt;/b&gt; を設定し、そこから続けてプレイします。ゲームはこのルールステップの終わりで分岐し、変更はあなたのものとしてトレースされ、元のゲームが隣に開きます。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Now:</source>
        <translation>現在:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New value:</source>
        <translation>新しい値:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>from %1 to %2</source>
        <translation>%1 から %2 まで</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Allowed:</source>
        <translation>許可される値:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Fork and Play On</source>
        <translation>分岐して続ける</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The value names another field</source>
        <translation>この値は別のフィールドを指しています</translation>
    </message>
</context>
<context>
    <name>ts::gui::ShrinkDialog</name>
    <message>
        <location filename="../../widgets/window/shrinkdialog.cpp" line="+32"/>
        <source>Shrink to Here</source>
        <translation>ここまで縮小</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Finds the smallest scenario whose game (seed %1, answered by the scenario&apos;s script, then the AI policy) still stops at this breakpoint:</source>
        <translation>ゲーム(シード %1、シナリオのスクリプト、次に AI ポリシーが回答)が今もこのブレークポイントで止まる最小のシナリオを探します:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The breakpoint is gone.</source>
        <translation>ブレークポイントはもうありません。</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Kind:</source>
        <translation>種類:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clause:</source>
        <translation>条項:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Entity:</source>
        <translation>エンティティ:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Condition:</source>
        <translation>条件:</translation>
    </message>
    <message>
        <location line="-70"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The search stops after this time with the smallest scenario found so far</source>
        <translation>この時間が過ぎると、それまでに見つかった最小のシナリオで探索を終えます</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Time budget:</source>
        <translation>制限時間:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Shrink</source>
        <translation>縮小(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel Search</source>
        <translation>探索を中止(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open</source>
        <translation>開く(&amp;O)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open the shrunk scenario as a new game, stopped at the breakpoint</source>
        <translation>縮小したシナリオを新しいゲームとして開き、ブレークポイントで止める</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+146"/>
        <source>Save Shrunk Scenario</source>
        <translation>縮小したシナリオを保存</translation>
    </message>
    <message>
        <location line="-146"/>
        <source>Scenarios (*.json)</source>
        <translation>シナリオ (*.json)</translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>%n answer(s) given in the window are not replayed: the shrunk games are answered by the scenario&apos;s script, then the AI policy.</source>
        <translation>
            <numerusform>ウィンドウで与えた %n 件の回答は再生されません。縮小のゲームにはシナリオのスクリプト、次に AI ポリシーが回答します。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n chosen draw result(s) are not applied.</source>
        <translation>
            <numerusform>選んだ %n 件の抽選結果は適用されません。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Playing the game to the breakpoint…</source>
        <translation>ブレークポイントまでゲームを実行中…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cancelling…</source>
        <translation>中止しています…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 candidates tried, %2 kept; the best game stops after %3 events; %4 s</source>
        <translation>候補 %1 件を試行、%2 件を採用。最良のゲームは %3 イベントで停止。%4 秒</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cancelled before the game reached the breakpoint: nothing found.</source>
        <translation>中止しました: ゲームがブレークポイントに達する前で、何も見つかっていません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing to shrink: %1</source>
        <translation>縮小するものがありません: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancelled: the smallest scenario found so far.</source>
        <translation>中止しました: それまでに見つかった最小のシナリオです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The time budget ran out: the smallest scenario found so far.</source>
        <translation>制限時間に達しました: それまでに見つかった最小のシナリオです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done: no smaller scenario keeps the stop.</source>
        <translation>完了: これより小さく、同じ所で止まるシナリオはありません。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Events to the breakpoint: %1 → %2
Array elements in the scenario: %3 → %4
Numbers made smaller: %5
%6 candidates tried, %7 kept, in %8 s</source>
        <translation>ブレークポイントまでのイベント: %1 → %2
シナリオの配列要素: %3 → %4
小さくした数値: %5
候補 %6 件を試行、%7 件を採用、%8 秒</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The shrunk game stops at its first event, before any rule ran: the condition already holds of the scenario as written (its starting values), so nothing else was needed. To shrink toward what the rules do, make the condition false when the game starts (for example, require a later turn or a change from a starting value), or stop at a rule: a breakpoint on a kind or a clause.</source>
        <translation>縮小したゲームは最初のイベントで、ルールが一つも動く前に止まります。条件が書かれたままのシナリオ(開始時の値)ですでに成り立つため、ほかに何も要らなかったのです。ルールの働きに向けて縮小するには、ゲーム開始時には偽になる条件にしてください(たとえば後のターンを求める、開始時の値からの変化を求める)。あるいはルールで止めてください: 種類または条項のブレークポイントです。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Saved to %1</source>
        <translation>%1 に保存しました</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Open Shrunk Scenario</source>
        <translation>縮小したシナリオを開く</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The breakpoint cannot be set in the shrunk game</source>
        <translation>縮小したゲームにはブレークポイントを設定できません</translation>
    </message>
</context>
<context>
    <name>ts::gui::StateDiffModel</name>
    <message>
        <location filename="../../widgets/panels/compare/statediffmodel.cpp" line="+20"/>
        <source>(none)</source>
        <translation>(なし)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{%n key(s)}</source>
        <translation>
            <numerusform>{キー %n 個}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>[%n item(s)]</source>
        <translation>
            <numerusform>[要素 %n 個]</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+6"/>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <location line="-6"/>
        <location line="+6"/>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <location line="-6"/>
        <location line="+6"/>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>state</source>
        <translation>状態</translation>
    </message>
</context>
<context>
    <name>ts::gui::TeachMode</name>
    <message>
        <location filename="../../widgets/teach/teachmode.cpp" line="+25"/>
        <source>Teach</source>
        <translation>授業</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>&amp;Teach Mode</source>
        <translation>授業モード(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A layout for teaching: the signature view, the narration of each rule step in large type, the rule text and a simple toolbar</source>
        <translation>授業用のレイアウト：代表ビュー、各ルールステップの大きな文字の説明、ルール本文、簡単なツールバー</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Previous Step</source>
        <translation>前のステップ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go back to the rule step before this one</source>
        <translation>このひとつ前のルールステップに戻る</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next Step</source>
        <translation>次のステップ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the next rule step (its writes and draws folded in)</source>
        <translation>次のルールステップに進む（その書き込みと乱数の抽選はまとめて表示）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play</source>
        <translation>再生</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Go to the next rule step every %n second(s)</source>
        <translation>
            <numerusform>%n 秒ごとに次のルールステップに進む</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Restart</source>
        <translation>最初から</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go back to the first rule step</source>
        <translation>最初のルールステップに戻る</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave Teach Mode</source>
        <translation>授業モードを終了</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Back to the debugger&apos;s layout, the cursor where it is</source>
        <translation>デバッガのレイアウトに戻る（カーソルはそのまま）</translation>
    </message>
</context>
<context>
    <name>ts::gui::TeachNarrationPane</name>
    <message>
        <location filename="../../widgets/teach/teachnarrationpane.cpp" line="+34"/>
        <source>Narration</source>
        <translation>説明</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>What changed</source>
        <translation>変化したもの</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No game</source>
        <translation>ゲームがありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a scenario or a trace to teach its rules step by step.</source>
        <translation>シナリオまたはトレースを開くと、そのルールをステップごとに説明できます。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Before step 1 of %1</source>
        <translation>ステップ 1 の前（全 %1 ステップ）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game has no rule steps yet.</source>
        <translation>このゲームにはまだルールステップがありません。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Press Next for the first step.</source>
        <translation>「次のステップ」で最初のステップに進みます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Step %1 of %2 · event #%3</source>
        <translation>ステップ %1 / %2 · イベント #%3</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Seed %1 (%2), the original passage:</source>
        <translation>シード %1（%2）の原文：</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>… and %n more</source>
        <translation>
            <numerusform>… ほか %n 件</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ts::gui::TimelineDock</name>
    <message>
        <location filename="../../widgets/panels/timeline/timelinedock.cpp" line="+25"/>
        <source>Timeline</source>
        <translation>タイムライン</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Zoom in (Ctrl+wheel)</source>
        <translation>拡大 (Ctrl+ホイール)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom out (Ctrl+wheel)</source>
        <translation>縮小 (Ctrl+ホイール)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All</source>
        <translation>全体</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the whole trace (double-click on empty space)</source>
        <translation>トレース全体を表示 (空白部分をダブルクリック)</translation>
    </message>
</context>
<context>
    <name>ts::gui::TimelineWidget</name>
    <message>
        <location filename="../../widgets/panels/timeline/timelinewidget.cpp" line="+62"/>
        <source>Turns</source>
        <translation>ターン</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+175"/>
        <source>Hits</source>
        <translation>ヒット数</translation>
    </message>
    <message>
        <location line="-175"/>
        <location line="+176"/>
        <source>Decisions</source>
        <translation>意思決定</translation>
    </message>
    <message>
        <location line="-176"/>
        <source>Rounds</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+175"/>
        <source>Hits · Writes</source>
        <translation>ヒット · 書き込み</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No events yet</source>
        <translation>まだイベントがありません</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No trace open</source>
        <translation>トレースが開かれていません</translation>
    </message>
    <message>
        <location line="-70"/>
        <source>indexing…</source>
        <translation>インデックス作成中…</translation>
    </message>
    <message>
        <location line="+393"/>
        <source>Breakpoint hit</source>
        <translation>ブレークポイントで停止</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decision</source>
        <translation>意思決定</translation>
    </message>
</context>
<context>
    <name>ts::gui::WatchBuilder</name>
    <message>
        <location filename="../../widgets/session/headless/watchbuilder.cpp" line="+38"/>
        <source>a boolean</source>
        <translation>真偽値</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a string</source>
        <translation>文字列</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a number</source>
        <translation>数値</translation>
    </message>
    <message>
        <location line="+134"/>
        <source>The value is not a number, a boolean or a string</source>
        <translation>値が数値・真偽値・文字列のいずれでもありません</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The value is %1, not %2 as before</source>
        <translation>値が%1です（これまでは%2でした）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The value %1 is not a finite number a track can hold</source>
        <translation>値 %1 はトラックが保持できる有限の数ではありません</translation>
    </message>
</context>
<context>
    <name>ts::gui::WatchBuilderJob</name>
    <message>
        <location filename="../../widgets/panels/watches/watchbuilderjob.cpp" line="+67"/>
        <source>%1 has changed since the window opened it: open it again</source>
        <translation>%1 はウィンドウで開いた後に変更されました。もう一度開いてください</translation>
    </message>
</context>
<context>
    <name>ts::gui::WatchExport</name>
    <message>
        <location filename="../../widgets/panels/watches/watchexport.cpp" line="+35"/>
        <location line="+42"/>
        <location line="+24"/>
        <source>%1: cannot write: %2</source>
        <translation>%1: 書き込めません: %2</translation>
    </message>
    <message>
        <location line="-33"/>
        <location line="+1"/>
        <source>event %1</source>
        <translation>イベント %1</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1: cannot write the picture</source>
        <translation>%1: 画像を書き込めません</translation>
    </message>
</context>
<context>
    <name>ts::gui::WatchList</name>
    <message>
        <location filename="../../widgets/panels/watches/watchlist.cpp" line="+118"/>
        <source>“%1” is no clause, kind or entity of this trace</source>
        <translation>「%1」はこのトレースの条項、種類、エンティティのいずれでもありません</translation>
    </message>
    <message>
        <location line="+52"/>
        <location line="+22"/>
        <source>Open a game first</source>
        <translation>先にゲームを開いてください</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Write an expression or ENTITY.FIELD</source>
        <translation>式か ENTITY.FIELD を書いてください</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No value at %1</source>
        <translation>%1 に値がありません</translation>
    </message>
</context>
<context>
    <name>ts::gui::WatchPointsModel</name>
    <message>
        <location filename="../../widgets/panels/watches/watchpointsmodel.cpp" line="+54"/>
        <source>Event</source>
        <translation>イベント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happened</source>
        <translation>起きたこと</translation>
    </message>
</context>
<context>
    <name>ts::gui::WatchTracksWidget</name>
    <message>
        <location filename="../../widgets/panels/watches/watchtrackswidget.cpp" line="+86"/>
        <source>from %1 to %2</source>
        <translation>%1 から %2 まで</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: being evaluated (%2%)</source>
        <translation>%1: 評価中 (%2%)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 at event #%2: %3</source>
        <translation>イベント #%2 での %1: %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 (error)</source>
        <translation>%1 (エラー)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2%)</source>
        <translation>%1 (%2%)</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Export Track…</source>
        <translation>トラックを書き出す…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove Watch</source>
        <translation>ウォッチを削除</translation>
    </message>
</context>
<context>
    <name>ts::gui::WatchesDock</name>
    <message>
        <location filename="../../widgets/panels/watches/watchesdock.cpp" line="+46"/>
        <source>Watches</source>
        <translation>ウォッチ</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Expression or ENTITY.FIELD</source>
        <translation>式または ENTITY.FIELD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A value to follow across the game: an expression of the breakpoint-condition language (e.g. the ruleset&apos;s helpers, or state.…) or a traced field by name, e.g. North.power</source>
        <translation>ゲーム全体で追う値: ブレークポイント条件の言語の式 (ルールセットのヘルパーや state.… など) か、トレースされたフィールドの名前 (例: North.power)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>at clause, kind or entity</source>
        <translation>条項・種類・エンティティで</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional: a logpoint, evaluated at every event citing this clause, of this kind or concerning this entity, with a row per hit</source>
        <translation>任意: ログポイント。この条項を引用する、この種類の、またはこのエンティティに関わるすべてのイベントで評価し、ヒットごとに 1 行</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>each rule step</source>
        <translation>ルールステップごと</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>each event</source>
        <translation>イベントごと</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where an expression is evaluated: at the end of every rule step, or after every event</source>
        <translation>式を評価する場所: 各ルールステップの終わり、または各イベントの後</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export Track…</source>
        <translation>トラックを書き出す…</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>%1: no track yet</source>
        <translation>%1: まだトラックがありません</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Select a watch to see its changes</source>
        <translation>ウォッチを選ぶとその変化が表示されます</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hits of %1 (double-click to go there)</source>
        <translation>%1 のヒット (ダブルクリックで移動)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Changes of %1 (double-click to go there)</source>
        <translation>%1 の変化 (ダブルクリックで移動)</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+17"/>
        <source>Export Track</source>
        <translation>トラックを書き出す</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>CSV (*.csv);;PNG picture (*.png);;SVG picture (*.svg)</source>
        <translation>CSV (*.csv);;PNG 画像 (*.png);;SVG 画像 (*.svg)</translation>
    </message>
</context>
<context>
    <name>ts::gui::WatchesModel</name>
    <message>
        <location filename="../../widgets/panels/watches/watchesmodel.cpp" line="+39"/>
        <source>error: %1</source>
        <translation>エラー: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting…</source>
        <translation>待機中…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>evaluating… %1%</source>
        <translation>評価中… %1%</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n hit(s)</source>
        <translation>
            <numerusform>%n 回ヒット</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n change(s)</source>
        <translation>
            <numerusform>%n 回変化</numerusform>
        </translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Watch</source>
        <translation>ウォッチ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At cursor</source>
        <translation>カーソル位置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Range</source>
        <translation>範囲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Over the trace</source>
        <translation>トレース全体</translation>
    </message>
</context>
<context>
    <name>ts::gui::WhyNotDock</name>
    <message>
        <location filename="../../widgets/panels/whynot/whynotdock.cpp" line="+57"/>
        <source>Why Not?</source>
        <translation>なぜ適用されない？</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Double-click to go to the event; the question form below asks about its rule</source>
        <translation>ダブルクリックでイベントへ移動。下の質問フォームがそのルールについて調べます</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ask about a rule or an entity</source>
        <translation>ルールまたはエンティティについて質問</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clause (e.g. 001:5.3; its # steps count)</source>
        <translation>条項（例: 001:5.3。# の細目も含む）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Entity name (unit, state, command …)</source>
        <translation>エンティティ名（ユニット、ステート、コマンド…）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From Cursor</source>
        <translation>カーソルから</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask about the clause and the first subject of the event at the cursor</source>
        <translation>カーソル位置のイベントの条項と最初の対象について質問します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask</source>
        <translation>質問</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Double-click to go to the event</source>
        <translation>ダブルクリックでイベントへ移動</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>No game is open.</source>
        <translation>ゲームが開かれていません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Engine step #%1–#%2: every candidate the rules considered was applied.</source>
        <translation>エンジンステップ #%1–#%2: ルールが検討した候補はすべて適用されました。</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Engine step #%1–#%2: %n candidate(s) considered and not applied.</source>
        <translation>
            <numerusform>エンジンステップ #%1–#%2: 検討されたが適用されなかった候補 %n 件。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Name a clause and/or an entity: the events nearest to the cursor where it was considered are listed, applied or not, and why.</source>
        <translation>条項とエンティティのどちらか（または両方）を指定すると、それが検討されたカーソル付近のイベントを、適用の有無と理由つきで一覧します。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>rule %1</source>
        <translation>ルール %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 with %2</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 around #%2: %3 before, %4 at or after.</source>
        <translation>#%2 付近の %1: 前に %3 件、位置または後に %4 件。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 was never considered in this trace.</source>
        <translation>%1 はこのトレースで一度も検討されていません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The trace has changed since: ask again.</source>
        <translation>その後トレースが変わりました。もう一度質問してください。</translation>
    </message>
</context>
<context>
    <name>ts::gui::WhyNotModel</name>
    <message>
        <location filename="../../widgets/panels/whynot/whynotsnapshot.cpp" line="+17"/>
        <source>(event #%1 cannot be read)</source>
        <translation>（イベント #%1 を読み込めません）</translation>
    </message>
    <message>
        <location filename="../../widgets/panels/whynot/whynotmodel.cpp" line="+52"/>
        <source>Event</source>
        <translation>イベント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clause</source>
        <translation>条項</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not applied because</source>
        <translation>適用されなかった理由</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Considered by</source>
        <translation>検討したルール</translation>
    </message>
</context>
<context>
    <name>ts::gui::WriteIndexer</name>
    <message>
        <location filename="../../widgets/session/writeindexer.cpp" line="+84"/>
        <source>The write index stops at event %1: %2</source>
        <translation>書き込みの索引はイベント %1 で止まりました: %2</translation>
    </message>
</context>
</TS>
