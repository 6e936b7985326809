<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="zh_CN">
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
        <translation>任意</translation>
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
        <translation>启用</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="175" />
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="176" />
        <source>Clause</source>
        <translation>条款</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="177" />
        <source>Entity</source>
        <translation>实体</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="178" />
        <source>Condition</source>
        <translation>条件</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointmodel.cpp" line="179" />
        <source>Hits</source>
        <translation>命中次数</translation>
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
        <translation>没有打开的游戏</translation>
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
        <translation>断点</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="45" />
        <source>Add…</source>
        <translation>添加…</translation>
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
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="49" />
        <source>Remove the selected breakpoints (Del)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="51" />
        <source>Enable All</source>
        <translation>全部启用</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="52" />
        <source>Disable All</source>
        <translation>全部禁用</translation>
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
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="81" />
        <source>Clause</source>
        <translation>条款</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="82" />
        <source>Entity</source>
        <translation>实体</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="83" />
        <source>Condition</source>
        <translation>条件</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="91" />
        <source>Add Breakpoint</source>
        <translation>添加断点</translation>
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
        <translation>任意类型</translation>
    </message>
    <message>
        <location filename="../../widgets/breakpointsdock.cpp" line="183" />
        <source>any entity</source>
        <translation>任意实体</translation>
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
        <translation>打开场景(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="34" />
        <source>Open a scenario file and run it</source>
        <translation>打开场景文件并运行</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="36" />
        <source>Open &amp;Trace…</source>
        <translation>打开跟踪(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="37" />
        <source>Open a saved trace file</source>
        <translation>打开已保存的跟踪文件</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="38" />
        <source>&amp;Save Trace</source>
        <translation>保存跟踪(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="38" />
        <source>Save the trace</source>
        <translation>保存跟踪</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="39" />
        <source>Save Trace &amp;As…</source>
        <translation>跟踪另存为(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="39" />
        <source>Save the trace to a new file</source>
        <translation>将跟踪保存到新文件</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="40" />
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="40" />
        <source>Quit Turnscope</source>
        <translation>退出 Turnscope</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="42" />
        <source>&amp;Continue</source>
        <translation>继续(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="42" />
        <source>Run to the next breakpoint hit</source>
        <translation>运行到下一个断点</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="44" />
        <source>&amp;Reverse Continue</source>
        <translation>反向继续(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="45" />
        <source>Run back to the previous breakpoint hit</source>
        <translation>返回到上一个断点</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="46" />
        <source>Step &amp;Over</source>
        <translation>单步跳过(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="47" />
        <source>Next event at the same or a shallower depth</source>
        <translation>同一或更浅深度的下一个事件</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="48" />
        <source>Step &amp;Into</source>
        <translation>单步进入(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="48" />
        <source>Next event</source>
        <translation>下一个事件</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="49" />
        <source>Step O&amp;ut</source>
        <translation>单步跳出(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="50" />
        <source>Next event at a shallower depth</source>
        <translation>更浅深度的下一个事件</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="51" />
        <source>Step &amp;Back</source>
        <translation>后退一步(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="52" />
        <source>Previous event</source>
        <translation>上一个事件</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="53" />
        <source>Step Back O&amp;ver</source>
        <translation>反向单步跳过(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="54" />
        <source>Previous event at the same or a shallower depth</source>
        <translation>同一或更浅深度的上一个事件</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="55" />
        <source>Step Back Ou&amp;t</source>
        <translation>反向单步跳出(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="56" />
        <source>Previous event at a shallower depth</source>
        <translation>更浅深度的上一个事件</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="57" />
        <source>Run to &amp;Cursor</source>
        <translation>运行到光标处(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="58" />
        <source>Run to the event selected in the event log</source>
        <translation>运行到事件日志中选中的事件</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="59" />
        <source>Toggle &amp;Breakpoint</source>
        <translation>切换断点(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="60" />
        <source>Break on events of the current event's kind</source>
        <translation>在与当前事件同类的事件处中断</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="61" />
        <source>&amp;Go to Event…</source>
        <translation>转到事件(&amp;G)…</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="61" />
        <source>Jump to an event number</source>
        <translation>跳转到事件编号</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="62" />
        <source>Go to &amp;Turn…</source>
        <translation>转到回合(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="62" />
        <source>Jump to a turn and Run</source>
        <translation>跳转到回合和 Run</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="63" />
        <source>&amp;Play</source>
        <translation>播放(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="64" />
        <source>Step forward at the chosen number of events per second</source>
        <translation>按每秒选定的事件数前进</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="66" />
        <source>Sto&amp;p</source>
        <translation>停止(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="66" />
        <source>Stop the running work</source>
        <translation>停止正在运行的工作</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="69" />
        <source>&amp;Restore Default Layout</source>
        <translation>恢复默认布局(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="69" />
        <source>Put every panel back where it started</source>
        <translation>将所有面板放回原位</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="70" />
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="70" />
        <source>Language and other settings</source>
        <translation>语言和其他设置</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="71" />
        <source>&amp;About Turnscope</source>
        <translation>关于 Turnscope(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../widgets/debugactions.cpp" line="71" />
        <source>About Turnscope</source>
        <translation>关于 Turnscope</translation>
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
        <translation>备注</translation>
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
        <translation>决策</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="132" />
        <source>Fork here</source>
        <translation>在此分叉</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="133" />
        <source>Fork</source>
        <translation>分叉</translation>
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
        <translation>在此分叉…</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="210" />
        <source>Answer this decision with the selected choice instead; the events after it are replaced</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="243" />
        <source>No game is open.</source>
        <translation>没有打开的游戏。</translation>
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
        <translation>脚本</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="281" />
        <location filename="../../widgets/decisiondock.cpp" line="333" />
        <source>AI's choice</source>
        <translation>AI 的选择</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="285" />
        <source>script, not legal now</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="287" />
        <source>%1 must decide</source>
        <translation>%1 需要做出决定</translation>
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
        <translation>没有脚本行：游戏正在等待你的回答。</translation>
    </message>
    <message>
        <location filename="../../widgets/decisiondock.cpp" line="329" />
        <location filename="../../widgets/decisiondock.cpp" line="338" />
        <source>recorded</source>
        <translation>已记录</translation>
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
        <translation>事件日志</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="51" />
        <source>Search the summaries</source>
        <translation>搜索摘要</translation>
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
        <translation>清除</translation>
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
        <translation>所有类型</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="140" />
        <source>All entities</source>
        <translation>所有实体</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="200" />
        <source>%1 events</source>
        <translation>%1 个事件</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogdock.cpp" line="203" />
        <source>%1 of %2 events</source>
        <translation>%2 个事件中的 %1 个</translation>
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
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogmodel.cpp" line="245" />
        <source>Clause</source>
        <translation>条款</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogmodel.cpp" line="246" />
        <source>Entities</source>
        <translation>实体</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogmodel.cpp" line="247" />
        <source>Summary</source>
        <translation>摘要</translation>
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
        <translation>转到事件 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogview.cpp" line="360" />
        <source>Break on kind %1</source>
        <translation>在类型 %1 处中断</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogview.cpp" line="373" />
        <source>Break on clause %1</source>
        <translation>在条款 %1 处中断</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogview.cpp" line="383" />
        <source>Break on entity %1</source>
        <translation>在实体 %1 处中断</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogview.cpp" line="391" />
        <source>Run to here</source>
        <translation>运行到此处</translation>
    </message>
    <message>
        <location filename="../../widgets/eventlogview.cpp" line="394" />
        <source>Copy line</source>
        <translation>复制行</translation>
    </message>
</context>
<context>
    <name>ts::gui::InspectorDock</name>
    <message>
        <location filename="../../widgets/inspectordock.cpp" line="19" />
        <source>Inspector</source>
        <translation>检查器</translation>
    </message>
    <message>
        <location filename="../../widgets/inspectordock.cpp" line="48" />
        <source>Filter names and values</source>
        <translation>按名称和值筛选</translation>
    </message>
    <message>
        <location filename="../../widgets/inspectordock.cpp" line="50" />
        <source>Changed only</source>
        <translation>仅显示变更</translation>
    </message>
    <message>
        <location filename="../../widgets/inspectordock.cpp" line="52" />
        <source>Show only the values the current event changed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/inspectordock.cpp" line="158" />
        <source>No state</source>
        <translation>无状态</translation>
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
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../widgets/inspectormodel.cpp" line="353" />
        <source>Value</source>
        <translation>值</translation>
    </message>
</context>
<context>
    <name>ts::gui::MainWindow</name>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="52" />
        <source>Unsaved trace</source>
        <translation>未保存的跟踪</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="53" />
        <source>The current trace has events that are not saved. Save them first?</source>
        <translation>当前跟踪中有未保存的事件。要先保存吗？</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="57" />
        <source>Turnscope traces (*.tstrace)</source>
        <translation>Turnscope 跟踪 (*.tstrace)</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="59" />
        <source>Scenarios and traces (*.json *.tstrace);;All files (*)</source>
        <translation>场景和跟踪 (*.json *.tstrace);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="78" />
        <source>Open Scenario</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="83" />
        <source>Open Trace</source>
        <translation>打开跟踪</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="95" />
        <source>Save Trace</source>
        <translation>保存跟踪</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="167" />
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="170" />
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="178" />
        <source>&amp;Debug</source>
        <translation>调试(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="191" />
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="197" />
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="199" />
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="205" />
        <source>Debug</source>
        <translation>调试</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="219" />
        <source> events/s</source>
        <translation> 事件/秒</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="220" />
        <source>Events per second while playing</source>
        <translation>播放时每秒的事件数</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="266" />
        <source>Cannot open the trace</source>
        <translation>无法打开跟踪</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="266" />
        <source>Cannot open the scenario</source>
        <translation>无法打开场景</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="278" />
        <source>Cannot save the trace</source>
        <translation>无法保存跟踪</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="282" />
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="325" />
        <source>bundled sample</source>
        <translation>内置示例</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="337" />
        <source>No events</source>
        <translation>没有事件</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="340" />
        <source>Event %1 of %2</source>
        <translation>事件 %1 / %2</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="371" />
        <source>Go to Event</source>
        <translation>转到事件</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="371" />
        <source>Event number:</source>
        <translation>事件编号：</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="384" />
        <location filename="../../widgets/mainwindow.cpp" line="394" />
        <source>Go to Turn</source>
        <translation>转到回合</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="384" />
        <source>Turn, or turn.Run (e.g. 3 or 3.2):</source>
        <translation>回合，或 回合.Run（如 3 或 3.2）：</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="394" />
        <source>The trace has no turn %1</source>
        <translation>跟踪中没有回合 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="409" />
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="417" />
        <source>Language (after a restart):</source>
        <translation>语言（重启后生效）：</translation>
    </message>
    <message>
        <location filename="../../widgets/mainwindow.cpp" line="428" />
        <source>About Turnscope</source>
        <translation>关于 Turnscope</translation>
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
        <translation>规则</translation>
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="292" />
        <source>No rule</source>
        <translation>无规则</translation>
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="309" />
        <source>No game is open.</source>
        <translation>没有打开的游戏。</translation>
    </message>
    <message>
        <location filename="../../widgets/ruletextdock.cpp" line="315" />
        <source>The trace is empty.</source>
        <translation>跟踪为空。</translation>
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
        <translation>无条款</translation>
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
        <translation>已行动</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledelegate.cpp" line="254" />
        <source>not yet acted</source>
        <translation>未行动</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledelegate.cpp" line="255" />
        <source>skipped: no token</source>
        <translation>跳过：无令牌</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledelegate.cpp" line="256" />
        <source>merged into the Run on the left</source>
        <translation>合并到左侧的 Run</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledelegate.cpp" line="257" />
        <source>received merged actions</source>
        <translation>接收了合并的行动</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledelegate.cpp" line="258" />
        <source>row inserted mid-turn</source>
        <translation>回合中插入的行</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledelegate.cpp" line="259" />
        <source>the scheduler is here</source>
        <translation>调度器在此</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledelegate.cpp" line="260" />
        <source>token debt</source>
        <translation>令牌欠债</translation>
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
        <translation>Run 表</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="68" />
        <source>Export PNG…</source>
        <translation>导出 PNG…</translation>
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="69" />
        <source>Save the whole Run table, with its legend, as a PNG image</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/runtabledock.cpp" line="70" />
        <source>Export SVG…</source>
        <translation>导出 SVG…</translation>
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
        <translation>Run 表</translation>
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
        <translation>手动行动</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="26" />
        <source>AI minor actions</source>
        <translation>AI 次要行动</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="27" />
        <source>AI major actions</source>
        <translation>AI 主要行动</translation>
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
        <translation>无会话</translation>
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
        <translation>回合 %1</translation>
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
        <translation>令牌</translation>
    </message>
    <message>
        <location filename="../../widgets/runtablemodel.cpp" line="410" />
        <source>Note</source>
        <translation>备注</translation>
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
        <translation>没有可保存的会话。</translation>
    </message>
    <message>
        <location filename="../../widgets/sessioncontroller.cpp" line="92" />
        <source>Saving %1</source>
        <translation>正在保存 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/sessioncontroller.cpp" line="131" />
        <source>Running the game</source>
        <translation>正在运行游戏</translation>
    </message>
    <message>
        <location filename="../../widgets/sessioncontroller.cpp" line="152" />
        <source>Stopped after %1 events</source>
        <translation>在 %1 个事件后停止</translation>
    </message>
    <message>
        <location filename="../../widgets/sessioncontroller.cpp" line="153" />
        <source>Game over after %1 events</source>
        <translation>%1 个事件后游戏结束</translation>
    </message>
    <message>
        <location filename="../../widgets/sessioncontroller.cpp" line="154" />
        <location filename="../../widgets/sessioncontroller.cpp" line="252" />
        <source>Waiting for a decision</source>
        <translation>正在等待决策</translation>
    </message>
    <message>
        <location filename="../../widgets/sessioncontroller.cpp" line="226" />
        <source>Continuing</source>
        <translation>继续中</translation>
    </message>
    <message>
        <location filename="../../widgets/sessioncontroller.cpp" line="226" />
        <source>Reverse continuing</source>
        <translation>反向继续中</translation>
    </message>
    <message>
        <location filename="../../widgets/sessioncontroller.cpp" line="252" />
        <source>Reached the end of the game</source>
        <translation>已到达游戏结尾</translation>
    </message>
    <message>
        <location filename="../../widgets/sessioncontroller.cpp" line="261" />
        <source>Reached the start of the trace</source>
        <translation>已到达跟踪开头</translation>
    </message>
</context>
<context>
    <name>ts::gui::TimelineDock</name>
    <message>
        <location filename="../../widgets/timelinedock.cpp" line="25" />
        <source>Timeline</source>
        <translation>时间线</translation>
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
        <translation>全部</translation>
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
        <translation>回合</translation>
    </message>
    <message>
        <location filename="../../widgets/timelinewidget.cpp" line="123" />
        <location filename="../../widgets/timelinewidget.cpp" line="244" />
        <source>Hits</source>
        <translation>命中次数</translation>
    </message>
    <message>
        <location filename="../../widgets/timelinewidget.cpp" line="123" />
        <location filename="../../widgets/timelinewidget.cpp" line="245" />
        <source>Decisions</source>
        <translation>决策</translation>
    </message>
    <message>
        <location filename="../../widgets/timelinewidget.cpp" line="258" />
        <source>No events yet</source>
        <translation>还没有事件</translation>
    </message>
    <message>
        <location filename="../../widgets/timelinewidget.cpp" line="258" />
        <source>No trace open</source>
        <translation>没有打开的跟踪</translation>
    </message>
    <message>
        <location filename="../../widgets/timelinewidget.cpp" line="270" />
        <source>indexing…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../widgets/timelinewidget.cpp" line="539" />
        <source>Breakpoint hit</source>
        <translation>命中断点</translation>
    </message>
    <message>
        <location filename="../../widgets/timelinewidget.cpp" line="541" />
        <source>Decision</source>
        <translation>决策</translation>
    </message>
</context>
</TS>