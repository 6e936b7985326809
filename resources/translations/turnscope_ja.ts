<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="ja">
<context>
    <name>std</name>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="119" />
        <source>re-executing the game did not reach this decision</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ts::gui</name>
    <message>
        <location filename="../../widgets/conditionengine.cpp" line="115" />
        <source>Unbalanced '%1' at column %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/conditionengine.cpp" line="124" />
        <source>Missing '%1' at the end</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ts::gui::BreakpointModel</name>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="104" />
        <location filename="../../widgets/breakpointmodel.cpp" line="105" />
        <location filename="../../widgets/breakpointmodel.cpp" line="106" />
        <source>any</source>
        <translation>すべて</translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/breakpointmodel.cpp" line="128" />
        <source>Evaluated %n time(s) without error</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="129" />
        <source>%1
at event #%2 (%3 of %4 evaluations failed; a failed evaluation counts as false)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="136" />
        <source>Breakpoint #%1 is enabled</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="136" />
        <source>Breakpoint #%1 is disabled</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="138" />
        <source>Times the debugger stopped here</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="174" />
        <source>Enabled</source>
        <translation>有効</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="175" />
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="176" />
        <source>Clause</source>
        <translation>条項</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="177" />
        <source>Entity</source>
        <translation>エンティティ</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="178" />
        <source>Condition</source>
        <translation>条件</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="179" />
        <source>Hits</source>
        <translation>ヒット数</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="183" />
        <source>A JavaScript expression over the state, e.g. unit("Player").hp &lt;= 10 &amp;&amp; turn() &gt;= 2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="197" />
        <location filename="../../widgets/breakpointmodel.cpp" line="238" />
        <source>No game is open</source>
        <translation>ゲームが開かれていません</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="204" />
        <source>Unknown event kind "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="211" />
        <source>Unknown rule clause "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="217" />
        <source>Unknown entity "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="234" />
        <source>Give a kind, a clause, an entity or a condition</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ts::gui::BreakpointsDock</name>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="33" />
        <source>Breakpoints</source>
        <translation>ブレークポイント</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="45" />
        <source>Add…</source>
        <translation>追加…</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="47" />
        <source>Add a breakpoint on a kind, a clause, an entity or a condition</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="48" />
        <location filename="../../widgets/breakpointsdock.cpp" line="132" />
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="49" />
        <source>Remove the selected breakpoints (Del)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="51" />
        <source>Enable All</source>
        <translation>すべて有効</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="52" />
        <source>Disable All</source>
        <translation>すべて無効</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="69" />
        <source>any clause, e.g. 000:merge</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="77" />
        <source>always, or e.g. unit("Player").hp &lt;= 10 &amp;&amp; turn() &gt;= 2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="79" />
        <source>A JavaScript expression over the state at the event: state, unit(name), turn(), run()</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="80" />
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="81" />
        <source>Clause</source>
        <translation>条項</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="82" />
        <source>Entity</source>
        <translation>エンティティ</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="83" />
        <source>Condition</source>
        <translation>条件</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="91" />
        <source>Add Breakpoint</source>
        <translation>ブレークポイントを追加</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="121" />
        <source>No breakpoints.
Press F9 on an event, click the log's gutter, or use Add…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="182" />
        <source>any kind</source>
        <translation>すべての種類</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="183" />
        <source>any entity</source>
        <translation>すべてのエンティティ</translation>
    </message>
</context>
<context>
    <name>ts::gui::ConditionEngine</name>
    <message>
        <location filename="../../widgets/conditionengine.cpp" line="214" />
        <source>Uncaught exception: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/conditionengine.cpp" line="220" />
        <source> (line %1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/conditionengine.cpp" line="237" />
        <source>The condition is empty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/conditionengine.cpp" line="246" />
        <source>'%1' is not allowed: a condition is a single expression, without loops</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/conditionengine.cpp" line="249" />
        <source>"use strict" is not allowed in a condition</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/conditionengine.cpp" line="268" />
        <source>The condition did not compile to a function</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/conditionengine.cpp" line="290" />
        <source>The condition is not compiled</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/conditionengine.cpp" line="312" />
        <source>The condition ran longer than %1 ms and was stopped</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ts::gui::DebugActions</name>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="34" />
        <source>Open &amp;Scenario…</source>
        <translation>シナリオを開く(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="34" />
        <source>Open a scenario file and run it</source>
        <translation>シナリオファイルを開いて実行する</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="36" />
        <source>Open &amp;Trace…</source>
        <translation>トレースを開く(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="37" />
        <source>Open a saved trace file</source>
        <translation>保存したトレースファイルを開く</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="38" />
        <source>&amp;Save Trace</source>
        <translation>トレースを保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="38" />
        <source>Save the trace</source>
        <translation>トレースを保存する</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="39" />
        <source>Save Trace &amp;As…</source>
        <translation>名前を付けてトレースを保存(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="39" />
        <source>Save the trace to a new file</source>
        <translation>新しいファイルにトレースを保存する</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="40" />
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="40" />
        <source>Quit Turnscope</source>
        <translation>Turnscope を終了する</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="42" />
        <source>&amp;Continue</source>
        <translation>続行(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="42" />
        <source>Run to the next breakpoint hit</source>
        <translation>次のブレークポイントまで実行する</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="44" />
        <source>&amp;Reverse Continue</source>
        <translation>逆方向に続行(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="45" />
        <source>Run back to the previous breakpoint hit</source>
        <translation>前のブレークポイントまで戻る</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="46" />
        <source>Step &amp;Over</source>
        <translation>ステップオーバー(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="47" />
        <source>Next event at the same or a shallower depth</source>
        <translation>同じかより浅い深さの次のイベント</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="48" />
        <source>Step &amp;Into</source>
        <translation>ステップイン(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="48" />
        <source>Next event</source>
        <translation>次のイベント</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="49" />
        <source>Step O&amp;ut</source>
        <translation>ステップアウト(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="50" />
        <source>Next event at a shallower depth</source>
        <translation>より浅い深さの次のイベント</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="51" />
        <source>Step &amp;Back</source>
        <translation>ステップバック(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="52" />
        <source>Previous event</source>
        <translation>前のイベント</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="53" />
        <source>Step Back O&amp;ver</source>
        <translation>逆ステップオーバー(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="54" />
        <source>Previous event at the same or a shallower depth</source>
        <translation>同じかより浅い深さの前のイベント</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="55" />
        <source>Step Back Ou&amp;t</source>
        <translation>逆ステップアウト(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="56" />
        <source>Previous event at a shallower depth</source>
        <translation>より浅い深さの前のイベント</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="57" />
        <source>Run to &amp;Cursor</source>
        <translation>カーソルまで実行(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="58" />
        <source>Run to the event selected in the event log</source>
        <translation>イベントログで選択したイベントまで実行する</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="59" />
        <source>Toggle &amp;Breakpoint</source>
        <translation>ブレークポイントの切り替え(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="60" />
        <source>Break on events of the current event's kind</source>
        <translation>現在のイベントと同じ種類で停止する</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="61" />
        <source>&amp;Go to Event…</source>
        <translation>イベントへ移動(&amp;G)…</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="61" />
        <source>Jump to an event number</source>
        <translation>イベント番号へ移動する</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="62" />
        <source>Go to &amp;Turn…</source>
        <translation>ターンへ移動(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="62" />
        <source>Jump to a turn and Run</source>
        <translation>ターンと Run へ移動する</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="63" />
        <source>&amp;Play</source>
        <translation>再生(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="64" />
        <source>Step forward at the chosen number of events per second</source>
        <translation>指定した毎秒イベント数で前へ進む</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="66" />
        <source>Sto&amp;p</source>
        <translation>停止(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="66" />
        <source>Stop the running work</source>
        <translation>実行中の処理を止める</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="69" />
        <source>&amp;Restore Default Layout</source>
        <translation>既定のレイアウトに戻す(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="69" />
        <source>Put every panel back where it started</source>
        <translation>すべてのパネルを元の位置に戻す</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="70" />
        <source>&amp;Settings…</source>
        <translation>設定(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="70" />
        <source>Language and other settings</source>
        <translation>言語などの設定</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="71" />
        <source>&amp;About Turnscope</source>
        <translation>Turnscope について(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="71" />
        <source>About Turnscope</source>
        <translation>Turnscope について</translation>
    </message>
</context>
<context>
    <name>ts::gui::DecisionDock</name>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="53" />
        <location filename="../../widgets/decisiondock.cpp" line="180" />
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="53" />
        <source>Note</source>
        <translation>備考</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="67" />
        <source>from the scenario's script</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="68" />
        <source>from the built-in AI policy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="69" />
        <source>given by hand (or by a fork)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="128" />
        <source>Decision</source>
        <translation>意思決定</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="132" />
        <source>Fork here</source>
        <translation>ここで分岐</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="133" />
        <source>Fork</source>
        <translation>分岐</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="182" />
        <source>Answer the decision with the selected choice and run on (or double-click a choice)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="205" />
        <location filename="../../widgets/decisiondock.cpp" line="209" />
        <source>Fork here…</source>
        <translation>ここで分岐…</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="210" />
        <source>Answer this decision with the selected choice instead; the events after it are replaced</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="243" />
        <source>No game is open.</source>
        <translation>ゲームが開かれていません。</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="255" />
        <source>No decision here.

Step to a decision event (◆ on the timeline) to fork, or run until the game asks.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="279" />
        <location filename="../../widgets/decisiondock.cpp" line="331" />
        <location filename="../../widgets/decisiondock.cpp" line="389" />
        <source>script</source>
        <translation>スクリプト</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="281" />
        <location filename="../../widgets/decisiondock.cpp" line="333" />
        <source>AI's choice</source>
        <translation>AI の選択</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="285" />
        <source>script, not legal now</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="287" />
        <source>%1 must decide</source>
        <translation>%1 が決める番です</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="288" />
        <source>Decision #%1, asked after event #%2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="292" />
        <source>The script says: &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="293" />
        <source>No script line: the game waits for your answer.</source>
        <translation>スクリプトがありません。ゲームはあなたの回答を待っています。</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="329" />
        <location filename="../../widgets/decisiondock.cpp" line="338" />
        <source>recorded</source>
        <translation>記録済み</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="340" />
        <source>Decision #%1 · %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="341" />
        <source>%1 chose &lt;b&gt;%2&lt;/b&gt;, %3.&lt;br&gt;Recorded as event #%4.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="346" />
        <source>Answer this decision differently: the game is played on from here with your answer, and the events after it are replaced.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="348" />
        <source>The legal answers at this decision could not be worked out (%1).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="350" />
        <source>The game is also waiting for decision #%1 at its end.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="377" />
        <source>This is the recorded answer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="468" />
        <source>Fork at decision #%1?

%2 will %3 instead of %4. The events from #%5 on are replaced by the new future.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="476" />
        <source>This trace has not been saved: save it first if you want to keep the old future.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="477" />
        <source>The old future stays in the saved trace file, %1.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ts::gui::EventLogDock</name>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="41" />
        <source>Event Log</source>
        <translation>イベントログ</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="51" />
        <source>Search the summaries</source>
        <translation>概要を検索</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="52" />
        <source>Shows the events whose line contains this text (any case)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="54" />
        <source>Show one kind of event</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="57" />
        <source>Clause, e.g. 000:speed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="58" />
        <source>Shows the events of the rule clauses that start with this id</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="64" />
        <source>Show the events that concern one entity</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="67" />
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="68" />
        <source>Show every event</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="82" />
        <source>Matching the filter</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="139" />
        <source>All kinds</source>
        <translation>すべての種類</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="140" />
        <source>All entities</source>
        <translation>すべてのエンティティ</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="200" />
        <source>%1 events</source>
        <translation>%1 件のイベント</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="203" />
        <source>%1 of %2 events</source>
        <translation>%2 件中 %1 件のイベント</translation>
    </message>
</context>
<context>
    <name>ts::gui::EventLogModel</name>
    <message>
        <location filename="../../widgets/eventlogmodel.cpp" line="196" />
        <source>A breakpoint matches this event</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/eventlogmodel.cpp" line="196" />
        <source>Click to break on every “%1” event</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/eventlogmodel.cpp" line="243" />
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogmodel.cpp" line="244" />
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogmodel.cpp" line="245" />
        <source>Clause</source>
        <translation>条項</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogmodel.cpp" line="246" />
        <source>Entities</source>
        <translation>エンティティ</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogmodel.cpp" line="247" />
        <source>Summary</source>
        <translation>概要</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogmodel.cpp" line="255" />
        <source>Breakpoints: click a row's cell to break on its kind</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/eventlogmodel.cpp" line="256" />
        <source>Event number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/eventlogmodel.cpp" line="257" />
        <source>The rule clause that produced the event</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/eventlogmodel.cpp" line="258" />
        <source>The entities the event concerns</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ts::gui::EventLogView</name>
    <message>
        <location filename="../../widgets/eventlogview.cpp" line="355" />
        <source>Go to event %1</source>
        <translation>イベント %1 へ移動</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogview.cpp" line="360" />
        <source>Break on kind %1</source>
        <translation>種類 %1 で停止</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogview.cpp" line="373" />
        <source>Break on clause %1</source>
        <translation>条項 %1 で停止</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogview.cpp" line="383" />
        <source>Break on entity %1</source>
        <translation>エンティティ %1 で停止</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogview.cpp" line="391" />
        <source>Run to here</source>
        <translation>ここまで実行</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogview.cpp" line="394" />
        <source>Copy line</source>
        <translation>行をコピー</translation>
    </message>
</context>
<context>
    <name>ts::gui::InspectorDock</name>
    <message>
        <location filename="../../widgets/inspectordock.cpp" line="19" />
        <source>Inspector</source>
        <translation>インスペクタ</translation>
    </message>
    <message>
        <location filename="../../widgets/inspectordock.cpp" line="48" />
        <source>Filter names and values</source>
        <translation>名前と値で絞り込む</translation>
    </message>
    <message>
        <location filename="../../widgets/inspectordock.cpp" line="50" />
        <source>Changed only</source>
        <translation>変更のみ</translation>
    </message>
    <message>
        <location filename="../../widgets/inspectordock.cpp" line="52" />
        <source>Show only the values the current event changed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/inspectordock.cpp" line="158" />
        <source>No state</source>
        <translation>状態なし</translation>
    </message>
    <message>
        <location filename="../../widgets/inspectordock.cpp" line="163" />
        <source>Event #%1 changed no value</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/inspectordock.cpp" line="164" />
        <source>Event #%1 changed 1 value (highlighted)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/inspectordock.cpp" line="165" />
        <source>Event #%1 changed %2 values (highlighted)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ts::gui::InspectorModel</name>
    <message>
        <location filename="../../widgets/inspectormodel.cpp" line="29" />
        <source>(object)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/inspectormodel.cpp" line="31" />
        <source>(array)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/inspectormodel.cpp" line="48" />
        <source>Run %1</source>
        <translation>Run %1</translation>
    </message>
    <message>
        <location filename="../../widgets/inspectormodel.cpp" line="181" />
        <source>1 item</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/inspectormodel.cpp" line="181" />
        <source>%1 items</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/inspectormodel.cpp" line="183" />
        <source>1 field</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/inspectormodel.cpp" line="183" />
        <source>%1 fields</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/inspectormodel.cpp" line="185" />
        <source> · %1 changed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/inspectormodel.cpp" line="192" />
        <source>(absent)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/inspectormodel.cpp" line="313" />
        <source>changed by this event: %1 → %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/inspectormodel.cpp" line="315" />
        <source>1 value inside changed by this event</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/inspectormodel.cpp" line="316" />
        <source>%1 values inside changed by this event</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/inspectormodel.cpp" line="352" />
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../../widgets/inspectormodel.cpp" line="353" />
        <source>Value</source>
        <translation>値</translation>
    </message>
</context>
<context>
    <name>ts::gui::MainWindow</name>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="52" />
        <source>Unsaved trace</source>
        <translation>未保存のトレース</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="53" />
        <source>The current trace has events that are not saved. Save them first?</source>
        <translation>現在のトレースには保存されていないイベントがあります。先に保存しますか？</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="57" />
        <source>Turnscope traces (*.tstrace)</source>
        <translation>Turnscope トレース (*.tstrace)</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="59" />
        <source>Scenarios and traces (*.json *.tstrace);;All files (*)</source>
        <translation>シナリオとトレース (*.json *.tstrace);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="78" />
        <source>Open Scenario</source>
        <translation>シナリオを開く</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="83" />
        <source>Open Trace</source>
        <translation>トレースを開く</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="95" />
        <source>Save Trace</source>
        <translation>トレースを保存</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="167" />
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="170" />
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="178" />
        <source>&amp;Debug</source>
        <translation>デバッグ(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="191" />
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="197" />
        <source>&amp;Tools</source>
        <translation>ツール(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="199" />
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="205" />
        <source>Debug</source>
        <translation>デバッグ</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="219" />
        <source> events/s</source>
        <translation> イベント/秒</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="220" />
        <source>Events per second while playing</source>
        <translation>再生時の毎秒イベント数</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="266" />
        <source>Cannot open the trace</source>
        <translation>トレースを開けません</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="266" />
        <source>Cannot open the scenario</source>
        <translation>シナリオを開けません</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="278" />
        <source>Cannot save the trace</source>
        <translation>トレースを保存できません</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="282" />
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="325" />
        <source>bundled sample</source>
        <translation>同梱のサンプル</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="337" />
        <source>No events</source>
        <translation>イベントなし</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="340" />
        <source>Event %1 of %2</source>
        <translation>イベント %1 / %2</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="371" />
        <source>Go to Event</source>
        <translation>イベントへ移動</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="371" />
        <source>Event number:</source>
        <translation>イベント番号:</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="384" />
        <location filename="../../widgets/mainwindow.cpp" line="394" />
        <source>Go to Turn</source>
        <translation>ターンへ移動</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="384" />
        <source>Turn, or turn.Run (e.g. 3 or 3.2):</source>
        <translation>ターン、またはターン.Run (例: 3 または 3.2):</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="394" />
        <source>The trace has no turn %1</source>
        <translation>トレースにターン %1 はありません</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="409" />
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="417" />
        <source>Language (after a restart):</source>
        <translation>言語 (再起動後に反映):</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="428" />
        <source>About Turnscope</source>
        <translation>Turnscope について</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="429" />
        <source>&lt;h3&gt;Turnscope %1&lt;/h3&gt;&lt;p&gt;A debugger and visualizer for the rules of turn-based games: every rule step is an event that names its clause; step, rewind, break and fork.&lt;/p&gt;</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ts::gui::RuleTextDock</name>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="163" />
        <source>line %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="164" />
        <source>lines %1–%2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="180" />
        <source>Rule</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="292" />
        <source>No rule</source>
        <translation>ルールなし</translation>
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="309" />
        <source>No game is open.</source>
        <translation>ゲームが開かれていません。</translation>
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="315" />
        <source>The trace is empty.</source>
        <translation>トレースは空です。</translation>
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="326" />
        <source>Event #%1 cannot be read: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="339" />
        <source>Event #%1 · %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="349" />
        <source>No clause</source>
        <translation>条項なし</translation>
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="351" />
        <source>This event names no rule clause.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="360" />
        <source>refinement of %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="367" />
        <source>This build has no statement for this clause.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="372" />
        <source>This finer step has no text of its own; it counts for %1, whose text is shown.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="377" />
        <source>The seed has no passage for this rule.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="378" />
        <source>No original text is bundled for this clause.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="387" />
        <source>&lt;b&gt;Original&lt;/b&gt; — seed %1 &lt;i&gt;%2&lt;/i&gt;&lt;br&gt;%3 · %4</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ts::gui::RunTableDelegate</name>
    <message>
        <location filename="../../widgets/runtabledelegate.cpp" line="253" />
        <source>acted</source>
        <translation>行動済み</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledelegate.cpp" line="254" />
        <source>not yet acted</source>
        <translation>未行動</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledelegate.cpp" line="255" />
        <source>skipped: no token</source>
        <translation>スキップ: トークンなし</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledelegate.cpp" line="256" />
        <source>merged into the Run on the left</source>
        <translation>左の Run にマージ</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledelegate.cpp" line="257" />
        <source>received merged actions</source>
        <translation>マージされた行動を受け取った</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledelegate.cpp" line="258" />
        <source>row inserted mid-turn</source>
        <translation>ターン途中で追加された行</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledelegate.cpp" line="259" />
        <source>the scheduler is here</source>
        <translation>スケジューラの位置</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledelegate.cpp" line="260" />
        <source>token debt</source>
        <translation>トークンの借金</translation>
    </message>
</context>
<context>
    <name>ts::gui::RunTableDock</name>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="39" />
        <source>%1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="48" />
        <source>Run Table</source>
        <translation>Run テーブル</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="68" />
        <source>Export PNG…</source>
        <translation>PNG に書き出す…</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="69" />
        <source>Save the whole Run table, with its legend, as a PNG image</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="70" />
        <source>Export SVG…</source>
        <translation>SVG に書き出す…</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="71" />
        <source>Save the whole Run table, with its legend, as an SVG drawing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="184" />
        <source> (event #%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="238" />
        <location filename="../../widgets/runtabledock.cpp" line="271" />
        <source>There is no Run table at the cursor to export.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="247" />
        <source>The table is too large for a PNG image (%1 × %2 pixels); export it as SVG.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="261" />
        <source>%1: the image could not be encoded as PNG</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="282" />
        <source>Run table</source>
        <translation>Run テーブル</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="287" />
        <source>%1: the SVG drawing could not be started</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="309" />
        <source>Export the Run table as PNG</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="310" />
        <source>PNG images (*.png)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="315" />
        <source>Export PNG</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="320" />
        <source>Export the Run table as SVG</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="321" />
        <source>SVG drawings (*.svg)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="326" />
        <source>Export SVG</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ts::gui::RunTableModel</name>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="25" />
        <source>manual actions</source>
        <translation>マニュアル行動</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="26" />
        <source>AI minor actions</source>
        <translation>AI マイナーアクション</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="27" />
        <source>AI major actions</source>
        <translation>AI メジャーアクション</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="33" />
        <source>1 action</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="33" />
        <source>%1 actions</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="34" />
        <source>1 action token</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="34" />
        <source>%1 action tokens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="39" />
        <location filename="../../widgets/runtablemodel.cpp" line="409" />
        <source>Run %1</source>
        <translation>Run %1</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="40" />
        <source>Runs %1–%2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="112" />
        <source>No session</source>
        <translation>セッションなし</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="114" />
        <source>The Run table belongs to the roguelike ruleset</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="199" />
        <source>Before the first turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="200" />
        <source>Turn %1</source>
        <translation>ターン %1</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="202" />
        <source>%1 — over, the next turn starts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="203" />
        <source>%1 — table built, dealing action tokens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="205" />
        <source>%1 — Run %2 begins</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="208" />
        <source>%1 — Run %2, %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="211" />
        <source> · %1 acting</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="214" />
        <source>%1 — turn end</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="215" />
        <source>%1 — game over</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="264" />
        <source>&lt;b&gt;%1&lt;/b&gt;, Run %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="269" />
        <source>merged away: no Player action in Run %1, so its actions moved to Run %2 (000:merge)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="275" />
        <source>nothing scheduled</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="283" />
        <source>: %1 moved here from %2 (000:merge)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="287" />
        <source>%1 acted</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="289" />
        <source>%1 skipped: no action token (000:tokens/skip)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="290" />
        <source>%1 skipped: the unit is dead (000:table/order)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="292" />
        <source>%1 not yet reached</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="294" />
        <source>&lt;i&gt;the scheduler is on this cell (%1)&lt;/i&gt;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="327" />
        <source>%1 owes %2: next turn's tokens are reduced (000:debt)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="328" />
        <source>%1 holds %2 (000:tokens/deal, 000:tokens/spend)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="343" />
        <source>%1 merged into Run %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="354" />
        <source>inserted in Run %1 by event #%2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="358" />
        <source>dead</source>
        <translation>死亡</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="361" />
        <source> (000:speed/up: after the last not-yet-acted row of that speed, else after the acting row)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="381" />
        <source>%1 (%2), speed %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="385" />
        <source>inserted in Run %1 by event #%2 (000:speed/up)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="410" />
        <source>Tokens</source>
        <translation>トークン</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="410" />
        <source>Note</source>
        <translation>備考</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="413" />
        <source>Run %1: manual actions, then AI minor, then AI major actions, each in row order (000:table/order)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="415" />
        <source>Action tokens held at the cursor; red = debt (000:debt)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="416" />
        <source>Inserted rows and AI run merges</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ts::gui::SessionController</name>
    <message>
        <location filename="../../widgets/sessioncontroller.cpp" line="88" />
        <source>There is no session to save.</source>
        <translation>保存するセッションがありません。</translation>
    </message>
    <message>
        <location filename="../../widgets/sessioncontroller.cpp" line="92" />
        <source>Saving %1</source>
        <translation>%1 を保存中</translation>
    </message>
    <message>
        <location filename="../../widgets/sessioncontroller.cpp" line="131" />
        <source>Running the game</source>
        <translation>ゲームを実行中</translation>
    </message>
    <message>
        <location filename="../../widgets/sessioncontroller.cpp" line="152" />
        <source>Stopped after %1 events</source>
        <translation>%1 イベント後に停止しました</translation>
    </message>
    <message>
        <location filename="../../widgets/sessioncontroller.cpp" line="153" />
        <source>Game over after %1 events</source>
        <translation>%1 イベントでゲーム終了</translation>
    </message>
    <message>
        <location filename="../../widgets/sessioncontroller.cpp" line="154" />
        <location filename="../../widgets/sessioncontroller.cpp" line="252" />
        <source>Waiting for a decision</source>
        <translation>意思決定を待っています</translation>
    </message>
    <message>
        <location filename="../../widgets/sessioncontroller.cpp" line="226" />
        <source>Continuing</source>
        <translation>続行中</translation>
    </message>
    <message>
        <location filename="../../widgets/sessioncontroller.cpp" line="226" />
        <source>Reverse continuing</source>
        <translation>逆方向に続行中</translation>
    </message>
    <message>
        <location filename="../../widgets/sessioncontroller.cpp" line="252" />
        <source>Reached the end of the game</source>
        <translation>ゲームの終わりに到達しました</translation>
    </message>
    <message>
        <location filename="../../widgets/sessioncontroller.cpp" line="261" />
        <source>Reached the start of the trace</source>
        <translation>トレースの先頭に到達しました</translation>
    </message>
</context>
<context>
    <name>ts::gui::TimelineDock</name>
    <message>
        <location filename="../../widgets/timelinedock.cpp" line="25" />
        <source>Timeline</source>
        <translation>タイムライン</translation>
    </message>
    <message>
        <location filename="../../widgets/timelinedock.cpp" line="37" />
        <source>Zoom in (Ctrl+wheel)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/timelinedock.cpp" line="38" />
        <source>Zoom out (Ctrl+wheel)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/timelinedock.cpp" line="39" />
        <source>All</source>
        <translation>全体</translation>
    </message>
    <message>
        <location filename="../../widgets/timelinedock.cpp" line="39" />
        <source>Show the whole trace (double-click on empty space)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ts::gui::TimelineWidget</name>
    <message>
        <location filename="../../widgets/timelinewidget.cpp" line="123" />
        <location filename="../../widgets/timelinewidget.cpp" line="244" />
        <source>Turns</source>
        <translation>ターン</translation>
    </message>
    <message>
        <location filename="../../widgets/timelinewidget.cpp" line="123" />
        <location filename="../../widgets/timelinewidget.cpp" line="244" />
        <source>Hits</source>
        <translation>ヒット数</translation>
    </message>
    <message>
        <location filename="../../widgets/timelinewidget.cpp" line="123" />
        <location filename="../../widgets/timelinewidget.cpp" line="245" />
        <source>Decisions</source>
        <translation>意思決定</translation>
    </message>
    <message>
        <location filename="../../widgets/timelinewidget.cpp" line="258" />
        <source>No events yet</source>
        <translation>まだイベントがありません</translation>
    </message>
    <message>
        <location filename="../../widgets/timelinewidget.cpp" line="258" />
        <source>No trace open</source>
        <translation>トレースが開かれていません</translation>
    </message>
    <message>
        <location filename="../../widgets/timelinewidget.cpp" line="270" />
        <source>indexing…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/timelinewidget.cpp" line="539" />
        <source>Breakpoint hit</source>
        <translation>ブレークポイントで停止</translation>
    </message>
    <message>
        <location filename="../../widgets/timelinewidget.cpp" line="541" />
        <source>Decision</source>
        <translation>意思決定</translation>
    </message>
</context>
</TS>