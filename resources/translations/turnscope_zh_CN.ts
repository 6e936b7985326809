<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>HandoutWriter</name>
    <message>
        <location filename="../../widgets/handout/handoutwriter.cpp" line="+43"/>
        <source>Question:</source>
        <translation>问题：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choices:</source>
        <translation>选项：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answer:</source>
        <translation>答案：</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Step %1 (event #%2)</source>
        <translation>第 %1 步（事件 #%2）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Question %1 (answered at event #%2)</source>
        <translation>问题 %1（在事件 #%2 得出答案）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <location filename="../../widgets/session/narration.cpp" line="+72"/>
        <source>%1 decides: %2</source>
        <translation>%1 决定：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A random number below %1 is drawn: %2</source>
        <translation>抽取一个小于 %1 的随机数：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s %2 changes from %3 to %4</source>
        <translation>%1 的 %2 从 %3 变为 %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You set %1&apos;s %2 from %3 to %4 (your edit, not a rule)</source>
        <translation>你将 %1 的 %2 从 %3 设为 %4（你的编辑，而非规则）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The state&apos;s fingerprint is noted, so a replay can check it reached the same state</source>
        <translation>记录状态的指纹，以便重放时检查是否到达同一状态</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is over: %1</source>
        <translation>游戏结束：%1</translation>
    </message>
</context>
<context>
    <name>Periods</name>
    <message>
        <location filename="../../widgets/session/periods.cpp" line="+19"/>
        <source>Turns</source>
        <translation>回合</translation>
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
        <translation>公有领域</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BSD 3-clause</source>
        <translation>BSD 三条款</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BSD 2-clause</source>
        <translation>BSD 二条款</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>About Turnscope</source>
        <translation>关于 Turnscope</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Version %1</source>
        <translation>版本 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Git revision %1</source>
        <translation>Git 修订版 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A debugger and visualizer for the rules of turn-based games: every rule step is an event that names its clause; step, rewind, break and fork.</source>
        <translation>回合制游戏规则的调试器与可视化工具：每个规则步骤都是一个标明其条款的事件；可单步执行、回退、中断和分叉。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Libraries and their licences</source>
        <translation>所用库及其许可证</translation>
    </message>
</context>
<context>
    <name>ts::gui::AddQuestionDialog</name>
    <message>
        <location filename="../../widgets/lessons/addquestiondialog.cpp" line="+52"/>
        <location line="+148"/>
        <source>Add a Question Here</source>
        <translation>在此添加问题</translation>
    </message>
    <message>
        <location line="-141"/>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lesson &amp;file:</source>
        <translation>课程文件(&amp;F):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Title (a new file):</source>
        <translation>标题（新文件）(&amp;T):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who is the subject of the next event of a kind?</source>
        <translation>某种类的下一个事件的主体是谁？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What does a field become at its next write?</source>
        <translation>字段在下一次写入时变为多少？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which of these kinds comes first?</source>
        <translation>这些种类中哪个先出现？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Question:</source>
        <translation>问题(&amp;Q):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Event &amp;kind:</source>
        <translation>事件种类(&amp;K):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Subject (0 or 1):</source>
        <translation>主体（0 或 1）(&amp;S):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Entity:</source>
        <translation>实体(&amp;E):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>F&amp;ield:</source>
        <translation>字段(&amp;I):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>comma-separated; empty: every entity that could be</source>
        <translation>以逗号分隔；留空：所有可能的实体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Choices:</source>
        <translation>选项(&amp;C):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Prompt:</source>
        <translation>题目(&amp;P):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>E&amp;xplanation:</source>
        <translation>解说(&amp;X):</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The stop goes before event %1: event number %2 of kind %3.</source>
        <translation>停止点位于事件 %1 之前：种类 %3 的第 %2 个事件。</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Lesson File</source>
        <translation>课程文件</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lessons (*.json)</source>
        <translation>课程 (*.json)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>A lesson file and a prompt are needed.</source>
        <translation>需要课程文件和题目。</translation>
    </message>
</context>
<context>
    <name>ts::gui::AlignedEventsModel</name>
    <message>
        <location filename="../../widgets/panels/compare/alignedeventsmodel.cpp" line="+122"/>
        <source>(event #%1 cannot be read)</source>
        <translation>（无法读取事件 #%1）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event in A</source>
        <translation>A 中的事件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event in B</source>
        <translation>B 中的事件</translation>
    </message>
</context>
<context>
    <name>ts::gui::BatchCharts</name>
    <message>
        <location filename="../../widgets/panels/batch/batchcharts.cpp" line="+101"/>
        <source>&amp;Metric:</source>
        <translation>指标(&amp;M):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The ruleset&apos;s metric shown per period</source>
        <translation>按周期显示的规则集指标</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Win rate (95 % confidence interval)</source>
        <translation>胜率 (95 % 置信区间)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no winner</source>
        <translation>无胜者</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>all games</source>
        <translation>全部对局</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>period</source>
        <translation>周期</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Sweep value</source>
        <translation>扫描值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games won (%)</source>
        <translation>获胜对局 (%)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>A metric per period</source>
        <translation>按周期的指标</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 per %2: median and 10–90 % band</source>
        <translation>每个 %2 的 %1: 中位数与 10–90 % 区间</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1: 10–90 %</source>
        <translation>%1: 10–90 %</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>10–90 % of the games</source>
        <translation>10–90 % 的对局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: median</source>
        <translation>%1: 中位数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Game length: games by number of %1s</source>
        <translation>对局长度: 按 %1 数统计的对局数</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Games</source>
        <translation>对局数</translation>
    </message>
</context>
<context>
    <name>ts::gui::BatchGamesModel</name>
    <message>
        <location filename="../../widgets/panels/batch/batchgamesmodel.cpp" line="+25"/>
        <source>finished</source>
        <translation>已结束</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>budget</source>
        <translation>达到预算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Double-click: open this game traced in the debugger</source>
        <translation>双击: 在调试器中以跟踪方式打开此对局</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sweep value</source>
        <translation>扫描值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winner</source>
        <translation>胜者</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Events</source>
        <translation>事件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Periods</source>
        <translation>周期</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decisions</source>
        <translation>决策</translation>
    </message>
</context>
<context>
    <name>ts::gui::BatchSetup</name>
    <message>
        <location filename="../../widgets/panels/batch/batchsetup.cpp" line="+29"/>
        <source>Seeds: expected a range A..B of whole numbers from 0 to 9223372036854775807, both included (for example 1..100); got &quot;%1&quot;.</source>
        <translation>种子: 需要 0 到 9223372036854775807 之间的整数范围 A..B (含两端, 例如 1..100), 但输入的是 &quot;%1&quot;。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Seeds %1: the range is reversed (A must not exceed B).</source>
        <translation>种子 %1: 范围颠倒了 (A 不得大于 B)。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The fixed change &quot;%1&quot; has several values: put the values to sweep in the Sweep field.</source>
        <translation>固定修改 &quot;%1&quot; 有多个值: 请把要扫描的值填在扫描栏中。</translation>
    </message>
</context>
<context>
    <name>ts::gui::BatchWindow</name>
    <message>
        <location filename="../../widgets/panels/batch/batchwindow.cpp" line="+60"/>
        <source>Batch Run</source>
        <translation>批量运行</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Batch results (*.sqlite);;All files (*)</source>
        <translation>批量结果 (*.sqlite);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scenarios (*.json);;All files (*)</source>
        <translation>场景 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&amp;Debugger&apos;s Scenario</source>
        <translation>调试器的场景(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the scenario of the game shown in the debugger</source>
        <translation>运行调试器中显示的对局的场景</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Other Scenario…</source>
        <translation>其他场景(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play another scenario file</source>
        <translation>运行另一个场景文件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The seeds to play, A..B, both included</source>
        <translation>要运行的种子 A..B (含两端)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Games played at a time (threads); the results do not depend on it</source>
        <translation>同时运行的对局数 (线程); 结果与此无关</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>$.path.to.value=V1,V2,V3 (optional)</source>
        <translation>$.path.to.value=V1,V2,V3 (可选)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A JSON path of the scenario and the values to play every seed with, comma-separated</source>
        <translation>场景的 JSON 路径以及每个种子要运行的值 (逗号分隔)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>$.path.to.value=VALUE, one a line (optional)</source>
        <translation>$.path.to.value=VALUE, 每行一个 (可选)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Changes made to the scenario for every game, one PATH=VALUE a line</source>
        <translation>对每局都应用的场景修改, 每行一个 PATH=VALUE</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Scenario:</source>
        <translation>场景:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>S&amp;eeds:</source>
        <translation>种子(&amp;E):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Threads:</source>
        <translation>线程(&amp;T):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;weep:</source>
        <translation>扫描(&amp;W):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Fixed changes:</source>
        <translation>固定修改(&amp;F):</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save Results…</source>
        <translation>保存结果(&amp;S)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the games and their metrics to a results file (SQLite), as turnscope-cli batch --out</source>
        <translation>将对局及其指标写入结果文件 (SQLite), 与 turnscope-cli batch --out 相同</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%v / %m games</source>
        <translation>%v / %m 局</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Batch Run: Scenario</source>
        <translation>批量运行: 场景</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cannot read the scenario</source>
        <translation>无法读取场景</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Save Batch Results</source>
        <translation>保存批量结果</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cannot save the results</source>
        <translation>无法保存结果</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Double-click a game to open it traced in the debugger</source>
        <translation>双击对局即可在调试器中以跟踪方式打开</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>There is no game in the debugger: the scenario stays %1.</source>
        <translation>调试器中没有对局: 场景仍为 %1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(none: choose a scenario file)</source>
        <translation>(无: 请选择场景文件)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (the debugger&apos;s game)</source>
        <translation>%1 (调试器中的对局)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Choose a scenario first (Other Scenario…).</source>
        <translation>请先选择场景 (其他场景…)。</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Playing %1 games…</source>
        <translation>正在运行 %1 局…</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The run failed: %1</source>
        <translation>运行失败: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled after %1 of %2 games; their results were discarded.</source>
        <translation>在 %2 局中完成 %1 局后取消; 其结果已丢弃。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 games (seeds %2..%3) in %4 s on %5 threads.</source>
        <translation>%1 局 (种子 %2..%3), %5 个线程, 用时 %4 秒。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 games (seeds %2..%3 for each of %4 sweep values) in %5 s on %6 threads.</source>
        <translation>%1 局 (%4 个扫描值各用种子 %2..%3), %6 个线程, 用时 %5 秒。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Double-click a game to open it traced in the debugger.</source>
        <translation>双击对局即可在调试器中以跟踪方式打开。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There are no results to save: run a batch first.</source>
        <translation>没有可保存的结果: 请先运行批量。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Results saved to %1.</source>
        <translation>结果已保存到 %1。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot open the game</source>
        <translation>无法打开对局</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seed %1 opened in the debugger.</source>
        <translation>已在调试器中打开种子 %1。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed %1 with %2 = %3 opened in the debugger.</source>
        <translation>已在调试器中打开种子 %1 (%2 = %3)。</translation>
    </message>
</context>
<context>
    <name>ts::gui::BreakpointModel</name>
    <message>
        <location filename="../../widgets/panels/breakpoints/breakpointmodel.cpp" line="+106"/>
        <location line="+1"/>
        <location line="+1"/>
        <source>any</source>
        <translation>任意</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>Evaluated %n time(s) without error</source>
        <translation>
            <numerusform>已求值 %n 次，无错误</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1
at event #%2 (%3 of %4 evaluations failed; a failed evaluation counts as false)</source>
        <translation>%1
位于事件 #%2（%4 次求值中有 %3 次失败；失败的求值视为 false）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Breakpoint #%1 is enabled</source>
        <translation>断点 #%1 已启用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Breakpoint #%1 is disabled</source>
        <translation>断点 #%1 已禁用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Times the debugger stopped here</source>
        <translation>调试器在此停止的次数</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Enabled</source>
        <translation>启用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clause</source>
        <translation>条款</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Entity</source>
        <translation>实体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Condition</source>
        <translation>条件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hits</source>
        <translation>命中次数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A JavaScript expression over the state, e.g. unit(&quot;Player&quot;).hp &lt;= 10 &amp;&amp; turn() &gt;= 2</source>
        <translation>基于状态的 JavaScript 表达式，例如 unit(&quot;Player&quot;).hp &lt;= 10 &amp;&amp; turn() &gt;= 2</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+43"/>
        <source>No game is open</source>
        <translation>没有打开的游戏</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Unknown event kind &quot;%1&quot;</source>
        <translation>未知的事件类型 &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unknown rule clause &quot;%1&quot;</source>
        <translation>未知的规则条款 &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unknown entity &quot;%1&quot;</source>
        <translation>未知的实体 &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Give a kind, a clause, an entity or a condition</source>
        <translation>请指定类型、条款、实体或条件</translation>
    </message>
</context>
<context>
    <name>ts::gui::BreakpointsDock</name>
    <message>
        <location filename="../../widgets/panels/breakpoints/breakpointsdock.cpp" line="+35"/>
        <source>Breakpoints</source>
        <translation>断点</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Add…</source>
        <translation>添加…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a breakpoint on a kind, a clause, an entity or a condition</source>
        <translation>按类型、条款、实体或条件添加断点</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+98"/>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <location line="-97"/>
        <source>Remove the selected breakpoints (Del)</source>
        <translation>删除选中的断点（Del）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enable All</source>
        <translation>全部启用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Disable All</source>
        <translation>全部禁用</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>any clause, e.g. 000:merge</source>
        <translation>任意条款，例如 000:merge</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>always, or a JavaScript expression over the state at the event</source>
        <translation>总是中断，或基于该事件时状态的 JavaScript 表达式</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clause</source>
        <translation>条款</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Entity</source>
        <translation>实体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Condition</source>
        <translation>条件</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Add Breakpoint</source>
        <translation>添加断点</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>No breakpoints.
Press F9 on an event, click the log&apos;s gutter, or use Add…</source>
        <translation>没有断点。
在事件上按 F9、点击日志左侧的边栏，或使用“添加…”</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>any kind</source>
        <translation>任意类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any entity</source>
        <translation>任意实体</translation>
    </message>
</context>
<context>
    <name>ts::gui::CompareTimeline</name>
    <message>
        <location filename="../../widgets/panels/compare/comparetimeline.cpp" line="+15"/>
        <source>Where the two traces differ: orange changed, red only in A, green only in B; click to go there</source>
        <translation>两个跟踪的不同之处：橙色为更改，红色仅在 A 中，绿色仅在 B 中；单击可跳转</translation>
    </message>
</context>
<context>
    <name>ts::gui::CompareWindow</name>
    <message>
        <location filename="../../widgets/panels/compare/comparewindow.cpp" line="+53"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Previous Difference</source>
        <translation>上一处差异</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next Difference</source>
        <translation>下一处差异</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The previous place where the traces differ (Shift+F8)</source>
        <translation>跟踪不同的上一处（Shift+F8）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next place where the traces differ (F8)</source>
        <translation>跟踪不同的下一处（F8）</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Double-click: show A&apos;s event in the debugger</source>
        <translation>双击：在调试器中显示 A 的事件</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Only differences</source>
        <translation>仅差异</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>There is no game in the debugger to compare with.</source>
        <translation>调试器中没有可比较的游戏。</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+15"/>
        <source>Compare — %1</source>
        <translation>比较 — %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the game in the debugger</source>
        <translation>调试器中的游戏</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A: %1 (%2 events) · B: %3 (%4 events)</source>
        <translation>A：%1（%2 个事件）· B：%3（%4 个事件）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>identical</source>
        <translation>相同</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n divergent place(s), the first at A #%1 / B #%2</source>
        <translation>
            <numerusform>%n 处分歧，第一处在 A #%1 / B #%2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>too many differences: the alignment stopped, the rest is shown as one place</source>
        <translation>差异过多：对齐已停止，其余部分显示为一处</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>An empty trace has no state to compare.</source>
        <translation>空跟踪没有可比较的状态。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The states cannot be shown: %1</source>
        <translation>无法显示状态：%1</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>State after A #%1 and B #%2: %n value(s) differ</source>
        <translation>
            <numerusform>A #%1 和 B #%2 之后的状态：%n 个值不同</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ts::gui::ConditionEngine</name>
    <message>
        <location filename="../../widgets/session/headless/conditionengine.cpp" line="+105"/>
        <source>Unbalanced &apos;%1&apos; at column %2</source>
        <translation>第 %2 列的 &apos;%1&apos; 不配对</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Missing &apos;%1&apos; at the end</source>
        <translation>末尾缺少 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>Uncaught exception: %1</source>
        <translation>未捕获的异常：%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source> (at the end of the condition)</source>
        <translation>（条件的末尾）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (line %1)</source>
        <translation>（第 %1 行）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The condition is empty</source>
        <translation>条件为空</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&apos;%1&apos; is not allowed: a condition is a single expression, without loops</source>
        <translation>不允许使用 &apos;%1&apos;：条件必须是单个表达式，不能包含循环</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;use strict&quot; is not allowed in a condition</source>
        <translation>条件中不允许使用 &quot;use strict&quot;</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The condition did not compile to a function</source>
        <translation>条件未能编译为函数</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The condition is not compiled</source>
        <translation>条件尚未编译</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The condition ran longer than %1 ms and was stopped</source>
        <translation>条件运行超过 %1 毫秒，已被停止</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The condition is undefined here (a name or a field that does not exist?)</source>
        <translation>此处条件为 undefined（名称或字段不存在？）</translation>
    </message>
</context>
<context>
    <name>ts::gui::ConsiderationModel</name>
    <message>
        <location filename="../../widgets/panels/whynot/considerationmodel.cpp" line="+42"/>
        <source>before</source>
        <translation>之前</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>at the cursor</source>
        <translation>光标处</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>after</source>
        <translation>之后</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>applied</source>
        <translation>已应用</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not applied</source>
        <translation>未应用</translation>
    </message>
    <message>
        <location filename="../../widgets/panels/whynot/considerationsnapshot.cpp" line="+19"/>
        <source>(event #%1 cannot be read)</source>
        <translation>（无法读取事件 #%1）</translation>
    </message>
    <message>
        <location filename="../../widgets/panels/whynot/considerationmodel.cpp" line="+12"/>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event</source>
        <translation>事件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clause</source>
        <translation>条款</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happened, or why not</source>
        <translation>发生了什么，或为何没有发生</translation>
    </message>
    <message>
        <location filename="../../widgets/panels/whynot/considerationsnapshot.cpp" line="+15"/>
        <source>No game is open.</source>
        <translation>没有打开的游戏。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name a rule clause, an entity, or both.</source>
        <translation>请指定规则条款、实体或两者。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This game has no entity named &quot;%1&quot;.</source>
        <translation>此游戏中没有名为“%1”的实体。</translation>
    </message>
</context>
<context>
    <name>ts::gui::DebugActions</name>
    <message>
        <location filename="../../widgets/window/debugactions.cpp" line="+25"/>
        <source>Open &amp;Scenario…</source>
        <translation>打开场景(&amp;S)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a scenario file and run it</source>
        <translation>打开场景文件并运行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;Trace…</source>
        <translation>打开跟踪(&amp;T)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a saved trace file</source>
        <translation>打开已保存的跟踪文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save Trace</source>
        <translation>保存跟踪(&amp;S)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the trace</source>
        <translation>保存跟踪</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save Trace &amp;As…</source>
        <translation>跟踪另存为(&amp;A)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the trace to a new file</source>
        <translation>将跟踪保存到新文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quit Turnscope</source>
        <translation>退出 Turnscope</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Continue</source>
        <translation>继续(&amp;C)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Run to the next breakpoint hit</source>
        <translation>运行到下一个断点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reverse Continue</source>
        <translation>反向继续(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run back to the previous breakpoint hit</source>
        <translation>返回到上一个断点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step &amp;Over</source>
        <translation>单步跳过(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next event at the same or a shallower depth</source>
        <translation>同一或更浅深度的下一个事件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step &amp;Into</source>
        <translation>单步进入(&amp;I)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next event</source>
        <translation>下一个事件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step O&amp;ut</source>
        <translation>单步跳出(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next event at a shallower depth</source>
        <translation>更浅深度的下一个事件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step &amp;Back</source>
        <translation>后退一步(&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous event</source>
        <translation>上一个事件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step Back O&amp;ver</source>
        <translation>反向单步跳过(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous event at the same or a shallower depth</source>
        <translation>同一或更浅深度的上一个事件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step Back Ou&amp;t</source>
        <translation>反向单步跳出(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous event at a shallower depth</source>
        <translation>更浅深度的上一个事件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run to &amp;Cursor</source>
        <translation>运行到光标处(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run to the event selected in the event log</source>
        <translation>运行到事件日志中选中的事件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Toggle &amp;Breakpoint</source>
        <translation>切换断点(&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Break on events of the current event&apos;s kind</source>
        <translation>在与当前事件同类的事件处中断</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Go to Event…</source>
        <translation>转到事件(&amp;G)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Jump to an event number</source>
        <translation>跳转到事件编号</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to &amp;Turn…</source>
        <translation>转到回合(&amp;T)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Jump to a turn and Run</source>
        <translation>跳转到回合和 Run</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re-run with Another &amp;Seed…</source>
        <translation>用其他种子重新运行(&amp;S)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run this scenario again with another seed; pinned draws keep their results</source>
        <translation>用其他种子再次运行此场景；固定的抽取保持其结果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;hrink to Here…</source>
        <translation>缩减到此处(&amp;H)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find the smallest scenario whose game still stops at this breakpoint</source>
        <translation>查找其游戏仍在此断点处停下的最小场景</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Compare with Trace…</source>
        <translation>与跟踪比较(&amp;C)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show this game and a saved trace side by side, aligned by rule step</source>
        <translation>按规则步骤对齐，并排显示此游戏和已保存的跟踪</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Batch Run…</source>
        <translation>批量运行(&amp;B)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play many seeds of a scenario untraced, with charts of the results</source>
        <translation>以多个种子无跟踪地运行场景, 并以图表显示结果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play</source>
        <translation>播放(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step forward at the chosen number of events per second</source>
        <translation>按每秒选定的事件数前进</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sto&amp;p</source>
        <translation>停止(&amp;P)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stop the running work</source>
        <translation>停止正在运行的任务</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restore Default Layout</source>
        <translation>恢复默认布局(&amp;R)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Put every panel back where it started</source>
        <translation>将所有面板放回原位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Language and other settings</source>
        <translation>语言和其他设置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Turnscope</source>
        <translation>关于 Turnscope(&amp;A)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>About Turnscope</source>
        <translation>关于 Turnscope</translation>
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
        <translation>备注</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>from the scenario&apos;s script</source>
        <translation>来自场景脚本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>from the built-in AI policy</source>
        <translation>来自内置 AI 策略</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>given by hand (or by a fork)</source>
        <translation>手动给出（或通过分叉）</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>re-executing the game did not reach this decision</source>
        <translation>重新执行游戏未能到达此决策</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Decision</source>
        <translation>决策</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fork here</source>
        <translation>在此分叉</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fork</source>
        <translation>分叉</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Answer the decision with the selected choice and run on (or double-click a choice)</source>
        <translation>用选中的选项回答此决策并继续运行（也可双击选项）</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+4"/>
        <source>Fork here…</source>
        <translation>在此分叉…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Answer this decision with the selected choice instead; the events after it are replaced</source>
        <translation>改用选中的选项回答此决策；其后的事件将被替换</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>No game is open.</source>
        <translation>没有打开的游戏。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No decision here.

Step to a decision event (◆ on the timeline) to fork, or run until the game asks.</source>
        <translation>此处没有决策。

要分叉，请单步到决策事件（时间线上的 ◆），或运行到游戏提出询问为止。</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+53"/>
        <location line="+59"/>
        <source>script</source>
        <translation>脚本</translation>
    </message>
    <message>
        <location line="-110"/>
        <location line="+53"/>
        <source>AI&apos;s choice</source>
        <translation>AI 的选择</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>script, not legal now</source>
        <translation>脚本，当前不合法</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 must decide</source>
        <translation>%1 需要做出决定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decision #%1, asked after event #%2.</source>
        <translation>决策 #%1，在事件 #%2 之后提出。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The script says: &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>脚本指定：&lt;b&gt;%1&lt;/b&gt;。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No script line: the game waits for your answer.</source>
        <translation>没有脚本行：游戏正在等待你的回答。</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+9"/>
        <source>recorded</source>
        <translation>已记录</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decision #%1 · %2</source>
        <translation>决策 #%1 · %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 chose &lt;b&gt;%2&lt;/b&gt;, %3.&lt;br&gt;Recorded as event #%4.</source>
        <translation>%1 选择了 &lt;b&gt;%2&lt;/b&gt;（%3）。&lt;br&gt;已记录为事件 #%4。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Answer this decision differently: the game is played on from here with your answer, and the events after it are replaced.</source>
        <translation>以不同的方式回答此决策：游戏将从此处按你的回答继续进行，其后的事件将被替换。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The legal answers at this decision could not be worked out (%1).</source>
        <translation>无法算出此决策的合法回答（%1）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is also waiting for decision #%1 at its end.</source>
        <translation>游戏在末尾还在等待决策 #%1。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>This is the recorded answer</source>
        <translation>这是已记录的回答</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Fork at decision #%1?

%2 will %3 instead of %4. The events from #%5 on are replaced by the new future.</source>
        <translation>在决策 #%1 处分叉？

%2 将选择 %3 而不是 %4。从 #%5 起的事件将被新的未来替换。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This trace has not been saved: save it first if you want to keep the old future.</source>
        <translation>此跟踪尚未保存：如需保留旧的未来，请先保存。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The old future stays in the saved trace file, %1.</source>
        <translation>旧的未来保留在已保存的跟踪文件 %1 中。</translation>
    </message>
</context>
<context>
    <name>ts::gui::DrawLedgerDock</name>
    <message>
        <location filename="../../widgets/panels/draws/drawledgerdock.cpp" line="+26"/>
        <source>Random Draws</source>
        <translation>随机抽取记录</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Clause (e.g. 002:1)</source>
        <translation>条款（例如 002:1）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Entity name</source>
        <translation>实体名称</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Draws per clause; click one to show only its draws</source>
        <translation>每个条款的抽取次数；点击一项只显示该条款的抽取</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Try another value…</source>
        <translation>尝试其他值…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fork the game at this draw with a result you choose</source>
        <translation>在此次抽取处以你选择的结果分叉游戏</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+55"/>
        <source>Pin</source>
        <translation>固定</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>Keep this draw&apos;s result when the game is re-run with another seed</source>
        <translation>用其他种子重新运行时保持此次抽取的结果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to draw</source>
        <translation>转到抽取</translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>%1: %n draw(s)</source>
        <translation>
            <numerusform>%1：%n 次抽取</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2 draws shown</source>
        <translation>显示 %2 次抽取中的 %1 次</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> · reading the trace, %1 %</source>
        <translation> · 正在读取追踪 %1 %</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Unpin</source>
        <translation>取消固定</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Select a draw first.</source>
        <translation>请先选择一次抽取。</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+11"/>
        <source>Try another value</source>
        <translation>尝试其他值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result of draw %1 (event #%2), from 0 to %3; it was %4:</source>
        <translation>抽取 %1（事件 #%2）的结果，0 到 %3；原为 %4：</translation>
    </message>
</context>
<context>
    <name>ts::gui::DrawLedgerModel</name>
    <message>
        <location filename="../../widgets/panels/draws/drawledgermodel.cpp" line="+209"/>
        <source>The value you chose (Try another value)</source>
        <translation>你选择的值（尝试其他值）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not pinned</source>
        <translation>未固定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pinned as %1: a re-run with another seed keeps the result %2</source>
        <translation>固定为 %1：用其他种子重新运行时保持结果 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>pinned = %1</source>
        <translation>固定 = %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Draw</source>
        <translation>抽取</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event</source>
        <translation>事件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stream</source>
        <translation>流</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Range</source>
        <translation>范围</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pin</source>
        <translation>固定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clause</source>
        <translation>条款</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Entity</source>
        <translation>实体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Used by</source>
        <translation>使用者事件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule step</source>
        <translation>规则步骤</translation>
    </message>
</context>
<context>
    <name>ts::gui::DrawPinList</name>
    <message>
        <location filename="../../widgets/panels/draws/drawpinlist.cpp" line="+32"/>
        <source>Pinned draws keep their results when the game is re-run with another seed. A pin names a draw by its clause and its number among that clause&apos;s draws.</source>
        <translation>固定的抽取在用其他种子重新运行时保持其结果。固定通过条款及其在该条款抽取中的序号来指明一次抽取。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re-run with another seed…</source>
        <translation>用其他种子重新运行…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run this scenario again with another seed; pinned draws keep their results</source>
        <translation>用其他种子再次运行此场景；固定的抽取保持其结果</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+82"/>
        <source>Remove Pin</source>
        <translation>移除固定</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>kept for the next re-run</source>
        <translation>保留到下次重新运行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>applied at event #%1</source>
        <translation>已在事件 #%1 应用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not applied: the draw at event #%1 has the range 0–%2</source>
        <translation>未应用：事件 #%1 的抽取范围为 0–%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not applied: the draw at event #%1 has a value you chose</source>
        <translation>未应用：事件 #%1 的抽取已有您选择的值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not reached: this game has fewer draws of that clause</source>
        <translation>未到达：本局该条款的抽取次数更少</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not applied: no rule of this ruleset cites that clause</source>
        <translation>未应用：本规则集没有引用该条款的规则</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Draw %1 of clause %2 keeps the result %3: %4</source>
        <translation>条款 %2 的第 %1 次抽取保持结果 %3：%4</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No pins: select a draw and press Pin</source>
        <translation>无固定：选择一次抽取并按“固定”</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n pin(s)</source>
        <translation>
            <numerusform>%n 个固定</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Remove All Pins</source>
        <translation>移除所有固定</translation>
    </message>
</context>
<context>
    <name>ts::gui::EventLogDock</name>
    <message>
        <location filename="../../widgets/panels/eventlog/eventlogdock.cpp" line="+41"/>
        <source>Event Log</source>
        <translation>事件日志</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Search the summaries</source>
        <translation>搜索摘要</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows the events whose line contains this text (any case)</source>
        <translation>显示其行中包含此文本的事件（不区分大小写）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show one kind of event</source>
        <translation>只显示一种类型的事件</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clause, e.g. 000:speed</source>
        <translation>条款，例如 000:speed</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows the events of the rule clauses that start with this id</source>
        <translation>显示以此 ID 开头的规则条款的事件</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show the events that concern one entity</source>
        <translation>显示与某个实体相关的事件</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show every event</source>
        <translation>显示所有事件</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Matching the filter</source>
        <translation>正在匹配筛选条件</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>All kinds</source>
        <translation>所有类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All entities</source>
        <translation>所有实体</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>%1 events</source>
        <translation>%1 个事件</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2 events</source>
        <translation>%2 个事件中的 %1 个</translation>
    </message>
</context>
<context>
    <name>ts::gui::EventLogModel</name>
    <message>
        <location filename="../../widgets/panels/eventlog/eventlogmodel.cpp" line="+198"/>
        <source>A breakpoint matches this event</source>
        <translation>有断点匹配此事件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click to break on every “%1” event</source>
        <translation>点击以在每个“%1”事件处中断</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clause</source>
        <translation>条款</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Entities</source>
        <translation>实体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Breakpoints: click a row&apos;s cell to break on its kind</source>
        <translation>断点：点击某行的单元格以在其类型处中断</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event number</source>
        <translation>事件编号</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rule clause that produced the event</source>
        <translation>产生该事件的规则条款</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The entities the event concerns</source>
        <translation>该事件涉及的实体</translation>
    </message>
</context>
<context>
    <name>ts::gui::EventLogView</name>
    <message numerus="yes">
        <location filename="../../widgets/panels/eventlog/eventlogview.cpp" line="+367"/>
        <source>… %n more selected event(s) not copied</source>
        <translation>
            <numerusform>… 另有 %n 个选中的事件未复制</numerusform>
        </translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Go to event %1</source>
        <translation>转到事件 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Break on kind %1</source>
        <translation>在类型 %1 处中断</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Break on clause %1</source>
        <translation>在条款 %1 处中断</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Break on entity %1</source>
        <translation>在实体 %1 处中断</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Run to here</source>
        <translation>运行到此处</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy line</source>
        <translation>复制行</translation>
    </message>
</context>
<context>
    <name>ts::gui::GuardedApplication</name>
    <message>
        <location filename="../../widgets/window/guardedapplication.cpp" line="+30"/>
        <source>The trace cannot be read</source>
        <translation>无法读取跟踪</translation>
    </message>
</context>
<context>
    <name>ts::gui::HandoutExporter</name>
    <message>
        <location filename="../../widgets/handout/handoutexporter.cpp" line="+35"/>
        <source>Export &amp;Handout…</source>
        <translation>导出讲义(&amp;H)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Write the next rule steps from the cursor as a handout (PDF or HTML): narration, rule text and a picture of the signature view for each</source>
        <translation>将光标之后的规则步骤导出为讲义（PDF 或 HTML）：每一步附有解说、规则原文和代表视图的图片</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+5"/>
        <location line="+27"/>
        <source>Export Handout</source>
        <translation>导出讲义</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>PDF documents (*.pdf);;Web pages (*.html)</source>
        <translation>PDF 文档 (*.pdf);;网页 (*.html)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rule steps from the cursor:</source>
        <translation>从光标起的规则步骤数：</translation>
    </message>
    <message numerus="yes">
        <location line="+73"/>
        <source>A lesson on %1, seed %2: %n question(s), each with the step that answered it.</source>
        <translation>
            <numerusform>关于 %1 的课程，种子 %2：共 %n 个问题，每个附有得出答案的步骤。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Recording the rule steps…</source>
        <translation>正在记录规则步骤…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message numerus="yes">
        <location line="-39"/>
        <source>Seed %1, %n rule step(s) from event #%2.</source>
        <translation>
            <numerusform>种子 %1，从事件 #%2 起共 %n 个规则步骤。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ts::gui::InspectorDock</name>
    <message>
        <location filename="../../widgets/panels/inspector/inspectordock.cpp" line="+28"/>
        <source>Inspector</source>
        <translation>检查器</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Filter names and values</source>
        <translation>按名称和值筛选</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Changed only</source>
        <translation>仅显示变更</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show only the values the current event changed</source>
        <translation>仅显示当前事件更改的值</translation>
    </message>
    <message>
        <location line="+140"/>
        <source>No state</source>
        <translation>无状态</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Event #%1 changed no value</source>
        <translation>事件 #%1 未更改任何值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event #%1 changed 1 value (highlighted)</source>
        <translation>事件 #%1 更改了 1 个值（已高亮）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event #%1 changed %2 values (highlighted)</source>
        <translation>事件 #%1 更改了 %2 个值（已高亮）</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Set Value</source>
        <translation>设置值</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Who changed this?</source>
        <translation>谁改了这个值？</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every write of this value in the trace, the last one before the cursor and where it came from</source>
        <translation>跟踪中对该值的每次写入、光标之前的最后一次写入及其来源</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set Value…</source>
        <translation>设置值…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What if? Set this value here and play on from the end of this rule step</source>
        <translation>如果呢？在此设置这个值，并从本规则步骤结束处继续进行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Watch This</source>
        <translation>监视此值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Follow this value across the whole game: a track under the timeline</source>
        <translation>在整局游戏中跟踪此值：时间轴下方的轨道</translation>
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
        <translation>1 项</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 items</source>
        <translation>%1 项</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 field</source>
        <translation>1 个字段</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 fields</source>
        <translation>%1 个字段</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · %1 changed</source>
        <translation> · %1 个已更改</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>(absent)</source>
        <translation>（不存在）</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>changed by this event: %1 → %2</source>
        <translation>由此事件更改：%1 → %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 value inside changed by this event</source>
        <translation>其中 1 个值由此事件更改</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 values inside changed by this event</source>
        <translation>其中 %1 个值由此事件更改</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
</context>
<context>
    <name>ts::gui::LessonActions</name>
    <message>
        <location filename="../../widgets/lessons/lessonactions.cpp" line="+30"/>
        <source>Add a &amp;Question Here…</source>
        <translation>在此添加问题(&amp;Q)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write a lesson stop before the event after the cursor</source>
        <translation>在光标后的事件之前写入课程停止点</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Export Lesson &amp;Handout…</source>
        <translation>导出课程讲义(&amp;H)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write the lesson&apos;s questions, their answers and the steps that answered them as a handout (PDF or HTML)</source>
        <translation>将课程的问题、答案以及得出答案的步骤导出为讲义（PDF 或 HTML）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Export Lesson Handout</source>
        <translation>导出课程讲义</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Lessons</source>
        <translation>课程(&amp;L)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Open &amp;Lesson File…</source>
        <translation>打开课程文件(&amp;L)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open Lesson</source>
        <translation>打开课程</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lessons (*.json)</source>
        <translation>课程 (*.json)</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+2"/>
        <source>Lesson</source>
        <translation>课程</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1: $.view: this window has no panel named &quot;%2&quot; for this game; its panels are: %3</source>
        <translation>%1: $.view: 此游戏的窗口中没有名为 &quot;%2&quot; 的面板；现有面板为：%3</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Lesson: %1</source>
        <translation>课程：%1</translation>
    </message>
</context>
<context>
    <name>ts::gui::LessonDock</name>
    <message>
        <location filename="../../widgets/lessons/lessondock.cpp" line="+44"/>
        <source>Lesson</source>
        <translation>课程</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The lesson&apos;s game was closed.</source>
        <translation>课程的游戏已被关闭。</translation>
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
        <translation>下一步(&amp;N)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>What the engine did:</source>
        <translation>引擎实际的执行：</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Lesson: %1</source>
        <translation>课程：%1</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Question %1 of %2</source>
        <translation>问题 %1 / %2</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Right: %1.</source>
        <translation>正确：%1。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not quite: you said %1, the engine did %2.</source>
        <translation>不对：你的回答是 %1，引擎的结果是 %2。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rule %1: %2</source>
        <translation>规则 %1：%2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rule %1</source>
        <translation>规则 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Next Question</source>
        <translation>下一题(&amp;N)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>See the &amp;Score</source>
        <translation>查看得分(&amp;S)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>… %1 more events …</source>
        <translation>… 另有 %1 个事件 …</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1

Your score: %2 of %3.</source>
        <translation>%1

得分：%3 题中答对 %2 题。</translation>
    </message>
</context>
<context>
    <name>ts::gui::LessonPlayer</name>
    <message>
        <location filename="../../widgets/lessons/lessonplayer.cpp" line="+63"/>
        <source>Playing the lesson&apos;s game…</source>
        <translation>正在运行课程的游戏…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lesson</source>
        <translation>课程</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Stopping the lesson&apos;s game…</source>
        <translation>正在停止课程的游戏…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Playing the lesson&apos;s game… %L1 events</source>
        <translation>正在运行课程的游戏… %L1 个事件</translation>
    </message>
</context>
<context>
    <name>ts::gui::LiveFile</name>
    <message>
        <location filename="../../widgets/window/livefile.cpp" line="+107"/>
        <source>Live Scenario</source>
        <translation>实时场景</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re-run &amp;When the File Is Saved</source>
        <translation>文件保存时重新运行(&amp;W)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Watch the open scenario or lesson file and play it again each time it is saved</source>
        <translation>监视打开的场景或课程文件，每次保存时重新进行游戏</translation>
    </message>
    <message>
        <location line="+150"/>
        <source>%1 was saved. Playing it again would drop the draws you chose in this game.</source>
        <translation>%1 已保存。重新进行游戏将丢弃你在本局中选定的随机抽取结果。</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Your answers given again: %1 of %2.</source>
        <translation>再次给出你的回答：%2 个中的 %1 个。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 was saved and played again: the game did not change.</source>
        <translation>%1 已保存并重新进行：游戏没有变化。</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%1 was saved and played again: %n event(s) differ from #%2</source>
        <translation>
            <numerusform>%1 已保存并重新进行：从 #%2 起有 %n 个事件不同</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>; the game no longer ends</source>
        <translation>；游戏不再结束</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>; the game now ends: %1</source>
        <translation>；游戏现在的结局：%1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The new lesson&apos;s game was cancelled.</source>
        <translation>新课程的游戏已取消。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 was saved and played again, at question %2.</source>
        <translation>%1 已保存并重新进行，停在第 %2 题。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 was saved and played again from its first question.</source>
        <translation>%1 已保存并从第一题重新进行。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 was saved but cannot be played; the last good game is kept. %2</source>
        <translation>%1 已保存但无法进行；保留上一个有效的游戏。%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play Again</source>
        <translation>重新进行</translation>
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
        <translation>未保存的跟踪</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The current trace has events that are not saved. Save them first?</source>
        <translation>当前跟踪中有未保存的事件。要先保存吗？</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Turnscope traces (*.tstrace)</source>
        <translation>Turnscope 跟踪 (*.tstrace)</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+414"/>
        <location line="+8"/>
        <source>Re-run with Another Seed</source>
        <translation>用其他种子重新运行</translation>
    </message>
    <message numerus="yes">
        <location line="-421"/>
        <source>Seed of the new game (a whole number from 0 to 18446744073709551615). %n pinned draw(s) keep their results.</source>
        <translation>
            <numerusform>新游戏的种子（0 到 18446744073709551615 的整数）。%n 次固定的抽取保持其结果。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Open Scenario</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open Trace</source>
        <translation>打开跟踪</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Save Trace</source>
        <translation>保存跟踪</translation>
    </message>
    <message>
        <location filename="../../widgets/window/filemenus.cpp" line="+80"/>
        <source>Compare with Trace</source>
        <translation>与跟踪比较</translation>
    </message>
    <message>
        <location filename="../../widgets/window/mainwindow.cpp" line="+68"/>
        <source>Checking the trace&apos;s events: %1 %</source>
        <translation>正在检查跟踪的事件：%1 %</translation>
    </message>
    <message>
        <location line="+207"/>
        <source>Event budget reached</source>
        <translation>已达到事件上限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game was stopped after %1 events: the run&apos;s event budget of %2 events is used up. The events so far are kept and can be saved as a trace; to go further, start Turnscope with --max-events N (0: no limit).</source>
        <translation>游戏在 %1 个事件后停止：本次运行的事件上限（%2 个事件）已用完。已有的事件会保留，可以保存为跟踪；要继续运行，请使用 --max-events N（0：不限）启动 Turnscope。</translation>
    </message>
    <message>
        <location line="-188"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>Scenarios, lessons and traces (*.json *.tstrace);;All files (*)</source>
        <translation>场景、课程和跟踪 (*.json *.tstrace);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&amp;Debug</source>
        <translation>调试(&amp;D)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Debug</source>
        <translation>调试</translation>
    </message>
    <message>
        <location line="+14"/>
        <source> events/s</source>
        <translation> 事件/秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Events per second while playing</source>
        <translation>播放时每秒的事件数</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Cannot open the file</source>
        <translation>无法打开文件</translation>
    </message>
    <message>
        <location line="-168"/>
        <location line="+183"/>
        <source>Cannot open the trace</source>
        <translation>无法打开跟踪</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cannot open the scenario</source>
        <translation>无法打开场景</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Work budget reached</source>
        <translation>已达到工作量上限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game was stopped after %1 events: its rules did more work than the run&apos;s work budget allows (%2 units of work an event; see Robustness in the README). The events so far are kept and can be saved as a trace.</source>
        <translation>游戏在 %1 个事件后停止：其规则的计算量超过了本次运行的工作量上限（每个事件 %2 个工作单位；见 README 的 Robustness）。目前为止的事件已保留，可保存为跟踪文件。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cannot save the trace</source>
        <translation>无法保存跟踪</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>new game, seed %1</source>
        <translation>新游戏，种子 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bundled sample</source>
        <translation>内置示例</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No events</source>
        <translation>没有事件</translation>
    </message>
    <message>
        <location line="-155"/>
        <location line="+158"/>
        <source>Event %1 of %2</source>
        <translation>事件 %1 / %2</translation>
    </message>
    <message>
        <location line="-255"/>
        <source>Open &amp;Sample</source>
        <translation>打开示例(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../widgets/window/filemenus.cpp" line="+16"/>
        <source>Cannot compare with the trace</source>
        <translation>无法与跟踪比较</translation>
    </message>
    <message>
        <location filename="../../widgets/window/mainwindow.cpp" line="+288"/>
        <source>&quot;%1&quot; is not a seed: type a whole number from 0 to 18446744073709551615.</source>
        <translation>“%1”不是种子：请输入 0 到 18446744073709551615 的整数。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Go to Event</source>
        <translation>转到事件</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Event number:</source>
        <translation>事件编号：</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+6"/>
        <source>Go to Turn</source>
        <translation>转到回合</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Language (after a restart):</source>
        <translation>语言（重启后生效）：</translation>
    </message>
    <message>
        <source>About Turnscope</source>
        <translation type="vanished">关于 Turnscope</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Turnscope %1&lt;/h3&gt;&lt;p&gt;A debugger and visualizer for the rules of turn-based games: every rule step is an event that names its clause; step, rewind, break and fork.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Turnscope %1&lt;/h3&gt;&lt;p&gt;回合制游戏规则的调试器与可视化工具：每个规则步骤都是一个标明其条款的事件；可单步执行、回退、中断和分叉。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-236"/>
        <source>Shrink to Here</source>
        <translation>缩减到此处</translation>
    </message>
</context>
<context>
    <name>ts::gui::MessageBar</name>
    <message>
        <location filename="../../widgets/window/messagebar.cpp" line="+27"/>
        <source>Close this message</source>
        <translation>关闭此消息</translation>
    </message>
</context>
<context>
    <name>ts::gui::ProvenanceChainModel</name>
    <message>
        <location filename="../../widgets/panels/provenance/provenancechainmodel.cpp" line="+20"/>
        <source>Write</source>
        <translation>写入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule step</source>
        <translation>规则步骤</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Engine step begins</source>
        <translation>引擎步骤开始</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Old value written</source>
        <translation>旧值的写入</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Old value</source>
        <translation>旧值</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the value the game started with</source>
        <translation>游戏开始时的值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decision in the step</source>
        <translation>本步骤中的决定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last decision before the step</source>
        <translation>步骤之前的最后一个决定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Random draw</source>
        <translation>随机抽取</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+7"/>
        <source>Earlier in the step</source>
        <translation>步骤中较早的写入</translation>
    </message>
    <message numerus="yes">
        <location line="-4"/>
        <source>%n earlier write(s) of the step not shown</source>
        <translation>
            <numerusform>步骤中另有 %n 次更早的写入未显示</numerusform>
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
        <translation>事件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clause</source>
        <translation>条款</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event line</source>
        <translation>事件行</translation>
    </message>
</context>
<context>
    <name>ts::gui::ProvenanceDock</name>
    <message>
        <location filename="../../widgets/panels/provenance/provenancedock.cpp" line="+45"/>
        <source>Who Changed This?</source>
        <translation>谁改了这个值？</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Indexing the writes… %p%</source>
        <translation>正在为写入建立索引… %p%</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Where the selected write came from</source>
        <translation>所选写入的来源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow Back</source>
        <translation>向前追溯</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the history of the chosen earlier write&apos;s field, that write selected</source>
        <translation>显示所选较早写入所属字段的历史，并选中该写入</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>No traced field is behind %1: the rules never write it, or it is computed from other values</source>
        <translation>%1 背后没有被跟踪的字段：规则从不写入它，或者它由其他值计算得出</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>Right-click a value in the Inspector and choose &quot;Who changed this?&quot;</source>
        <translation>在检查器中右键单击一个值并选择“谁改了这个值？”</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1: %n write(s) in the trace; the last at or before the cursor is #%2</source>
        <translation>
            <numerusform>%1：跟踪中共 %n 次写入；光标处或之前的最后一次是 #%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1: %n write(s) in the trace; none before the cursor (the value the game started with)</source>
        <translation>
            <numerusform>%1：跟踪中共 %n 次写入；光标之前没有（游戏开始时的值）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ts::gui::ProvenanceModel</name>
    <message>
        <location filename="../../widgets/panels/provenance/provenancemodel.cpp" line="+109"/>
        <source>Event</source>
        <translation>事件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clause</source>
        <translation>条款</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Old → new</source>
        <translation>旧 → 新</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule step</source>
        <translation>规则步骤</translation>
    </message>
</context>
<context>
    <name>ts::gui::QueryDock</name>
    <message>
        <location filename="../../widgets/panels/query/querydock.cpp" line="+46"/>
        <source>Query</source>
        <translation>查询</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Put an example query in the editor</source>
        <translation>把示例查询放入编辑器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run the query over the trace (Ctrl+Return)</source>
        <translation>在跟踪上运行查询 (Ctrl+Return)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop the running query (Esc)</source>
        <translation>停止正在运行的查询 (Esc)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Tables</source>
        <translation>表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click a name to put it in the query</source>
        <translation>双击名称将其插入查询</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>SELECT … FROM events …   (Ctrl+Return runs it)</source>
        <translation>SELECT … FROM events …   (按 Ctrl+Return 运行)</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Examples…</source>
        <translation>示例…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count events per clause</source>
        <translation>每个条款的事件数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Writes of a field</source>
        <translation>某个字段的写入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draws per stream</source>
        <translation>每个随机流的抽取</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every decision</source>
        <translation>所有决策</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Cancelled after %1 ms</source>
        <translation>%1 毫秒后已取消</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Running…</source>
        <translation>正在运行…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>First %L1 rows shown (the query has more), in %2 ms</source>
        <translation>显示前 %L1 行 (查询还有更多)，用时 %2 毫秒</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln row(s) in %1 ms</source>
        <translation>
            <numerusform>%Ln 行，用时 %1 毫秒</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>double-click a row to go to its event</source>
        <translation>双击一行即可转到其事件</translation>
    </message>
    <message>
        <location line="+14"/>
        <source> (line %1, column %2)</source>
        <translation> (第 %1 行，第 %2 列)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The query failed%1:
%2</source>
        <translation>查询失败%1:
%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Write a query and press Ctrl+Return</source>
        <translation>输入查询并按 Ctrl+Return</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a game or a trace to query it</source>
        <translation>打开一局游戏或一个跟踪以进行查询</translation>
    </message>
</context>
<context>
    <name>ts::gui::RuleTextDock</name>
    <message>
        <location filename="../../widgets/panels/rule/ruletextdock.cpp" line="+173"/>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lines %1–%2</source>
        <translation>第 %1–%2 行</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <location line="+145"/>
        <source>No rule</source>
        <translation>无规则</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No game is open.</source>
        <translation>没有打开的游戏。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The trace is empty.</source>
        <translation>跟踪为空。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Event #%1 cannot be read: %2</source>
        <translation>无法读取事件 #%1：%2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Event #%1 · %2</source>
        <translation>事件 #%1 · %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No clause</source>
        <translation>无条款</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>This event names no rule clause.</source>
        <translation>此事件未标明规则条款。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>refinement of %1</source>
        <translation>%1 的细化</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This build has no statement for this clause.</source>
        <translation>此构建中没有此条款的说明。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This finer step has no text of its own; it counts for %1, whose text is shown.</source>
        <translation>此细化步骤没有自己的文本；它归属于 %1，此处显示的是 %1 的文本。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The seed has no passage for this rule.</source>
        <translation>种子文档中没有此规则的段落。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No original text is bundled for this clause.</source>
        <translation>此条款未附带原文。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b&gt;Original&lt;/b&gt; — seed %1 &lt;i&gt;%2&lt;/i&gt;&lt;br&gt;%3 · %4</source>
        <translation>&lt;b&gt;原文&lt;/b&gt; — 种子文档 %1 &lt;i&gt;%2&lt;/i&gt;&lt;br&gt;%3 · %4</translation>
    </message>
</context>
<context>
    <name>ts::gui::SessionController</name>
    <message>
        <location filename="../../widgets/session/sessioncontroller.cpp" line="+191"/>
        <source>There is no session to save.</source>
        <translation>没有可保存的会话。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Saving %1</source>
        <translation>正在保存 %1</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Running the game</source>
        <translation>正在运行游戏</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Stopped after %1 events</source>
        <translation>在 %1 个事件后停止</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>Game over after %1 events</source>
        <translation>%1 个事件后游戏结束</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stopped at the work budget after %1 events</source>
        <translation>在 %1 个事件后因工作量上限而停止</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stopped at the event budget of %1 events</source>
        <translation>在事件上限（%1 个事件）处停止</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for a decision</source>
        <translation>正在等待决策</translation>
    </message>
    <message>
        <location line="+190"/>
        <source>Continuing</source>
        <translation>继续中</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reverse continuing</source>
        <translation>反向继续中</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Reached the end of the game</source>
        <translation>已到达游戏结尾</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reached the start of the trace</source>
        <translation>已到达跟踪开头</translation>
    </message>
    <message>
        <location filename="../../widgets/session/sessioncontroller_fork.cpp" line="+38"/>
        <location line="+19"/>
        <location line="+21"/>
        <source>The game is busy; try again when it has stopped.</source>
        <translation>游戏正忙；请在其停止后再试。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>There is no game to re-run.</source>
        <translation>没有可重新运行的游戏。</translation>
    </message>
</context>
<context>
    <name>ts::gui::SetValueDialog</name>
    <message>
        <location filename="../../widgets/panels/inspector/setvaluedialog.cpp" line="+32"/>
        <source>Open a game first</source>
        <translation>请先打开一局游戏</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This value is not a traced field of the game (a derived value or a constant): it cannot be set</source>
        <translation>此值不是游戏中被追踪的字段（派生值或常量）：无法设置</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 cannot be set: the ruleset does not let the user change this field</source>
        <translation>%1 无法设置：该规则集不允许用户修改此字段</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>There is no game to change</source>
        <translation>没有可修改的游戏</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game as it was could not be kept for the comparison: %1</source>
        <translation>无法为比较保留原来的游戏：%1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Set Value</source>
        <translation>设置值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set &lt;b&gt;%1&lt;/b&gt; at event #%2 and play on from there. The game forks at the end of this rule step; the change is traced as yours; the game as it was opens beside it.</source>
        <translation>在事件 #%2 处设置 &lt;b&gt;%1&lt;/b&gt; 并从那里继续。游戏在本规则步骤结束处分叉；此修改作为您的修改被追踪；原来的游戏在旁边打开。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Now:</source>
        <translation>当前：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New value:</source>
        <translation>新值：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>from %1 to %2</source>
        <translation>从 %1 到 %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Allowed:</source>
        <translation>允许的值：</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Fork and Play On</source>
        <translation>分叉并继续</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The value names another field</source>
        <translation>该值指向另一个字段</translation>
    </message>
</context>
<context>
    <name>ts::gui::ShrinkDialog</name>
    <message>
        <location filename="../../widgets/window/shrinkdialog.cpp" line="+32"/>
        <source>Shrink to Here</source>
        <translation>缩减到此处</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Finds the smallest scenario whose game (seed %1, answered by the scenario&apos;s script, then the AI policy) still stops at this breakpoint:</source>
        <translation>查找其游戏（种子 %1，由场景脚本、其次由 AI 策略作答）仍在此断点处停下的最小场景：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The breakpoint is gone.</source>
        <translation>该断点已不存在。</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Kind:</source>
        <translation>类型：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clause:</source>
        <translation>条款：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Entity:</source>
        <translation>实体：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Condition:</source>
        <translation>条件：</translation>
    </message>
    <message>
        <location line="-70"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The search stops after this time with the smallest scenario found so far</source>
        <translation>超过此时间后，搜索以目前找到的最小场景结束</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Time budget:</source>
        <translation>时间预算：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Shrink</source>
        <translation>缩减(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel Search</source>
        <translation>取消搜索(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open</source>
        <translation>打开(&amp;O)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open the shrunk scenario as a new game, stopped at the breakpoint</source>
        <translation>将缩减后的场景作为新游戏打开，并停在断点处</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+146"/>
        <source>Save Shrunk Scenario</source>
        <translation>保存缩减后的场景</translation>
    </message>
    <message>
        <location line="-146"/>
        <source>Scenarios (*.json)</source>
        <translation>场景 (*.json)</translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>%n answer(s) given in the window are not replayed: the shrunk games are answered by the scenario&apos;s script, then the AI policy.</source>
        <translation>
            <numerusform>在窗口中给出的 %n 个回答不会重放：缩减时的游戏由场景脚本、其次由 AI 策略作答。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n chosen draw result(s) are not applied.</source>
        <translation>
            <numerusform>所选的 %n 个抽取结果不会应用。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Playing the game to the breakpoint…</source>
        <translation>正在运行游戏直到断点…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 candidates tried, %2 kept; the best game stops after %3 events; %4 s</source>
        <translation>已尝试 %1 个候选，保留 %2 个；最佳游戏在 %3 个事件后停下；%4 秒</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cancelled before the game reached the breakpoint: nothing found.</source>
        <translation>已取消：游戏尚未到达断点，未找到任何结果。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing to shrink: %1</source>
        <translation>没有可缩减的内容：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancelled: the smallest scenario found so far.</source>
        <translation>已取消：目前找到的最小场景。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The time budget ran out: the smallest scenario found so far.</source>
        <translation>时间预算已用完：目前找到的最小场景。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done: no smaller scenario keeps the stop.</source>
        <translation>完成：没有更小且仍在此停下的场景。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Events to the breakpoint: %1 → %2
Array elements in the scenario: %3 → %4
Numbers made smaller: %5
%6 candidates tried, %7 kept, in %8 s</source>
        <translation>到断点的事件：%1 → %2
场景中的数组元素：%3 → %4
变小的数值：%5
已尝试 %6 个候选，保留 %7 个，用时 %8 秒</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The shrunk game stops at its first event, before any rule ran: the condition already holds of the scenario as written (its starting values), so nothing else was needed. To shrink toward what the rules do, make the condition false when the game starts (for example, require a later turn or a change from a starting value), or stop at a rule: a breakpoint on a kind or a clause.</source>
        <translation>缩小后的游戏在第一个事件、任何规则执行之前就停下了:条件在原样的场景(其初始值)上就已成立,所以不需要其他内容。若要朝规则的作用方向缩小,请让条件在游戏开始时为假(例如要求更晚的回合,或要求相对初始值的变化),或者在规则处停下:按种类或条款设置断点。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Saved to %1</source>
        <translation>已保存到 %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Open Shrunk Scenario</source>
        <translation>打开缩减后的场景</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The breakpoint cannot be set in the shrunk game</source>
        <translation>无法在缩减后的游戏中设置该断点</translation>
    </message>
</context>
<context>
    <name>ts::gui::StateDiffModel</name>
    <message>
        <location filename="../../widgets/panels/compare/statediffmodel.cpp" line="+20"/>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{%n key(s)}</source>
        <translation>
            <numerusform>{%n 个键}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>[%n item(s)]</source>
        <translation>
            <numerusform>[%n 项]</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+6"/>
        <source>Value</source>
        <translation>值</translation>
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
        <translation>状态</translation>
    </message>
</context>
<context>
    <name>ts::gui::TeachMode</name>
    <message>
        <location filename="../../widgets/teach/teachmode.cpp" line="+25"/>
        <source>Teach</source>
        <translation>教学</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>&amp;Teach Mode</source>
        <translation>教学模式(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A layout for teaching: the signature view, the narration of each rule step in large type, the rule text and a simple toolbar</source>
        <translation>用于教学的布局：代表视图、以大字显示的每个规则步骤的解说、规则原文和简化的工具栏</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Previous Step</source>
        <translation>上一步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go back to the rule step before this one</source>
        <translation>回到前一个规则步骤</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next Step</source>
        <translation>下一步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the next rule step (its writes and draws folded in)</source>
        <translation>前进到下一个规则步骤（其写入和随机抽取合并显示）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Go to the next rule step every %n second(s)</source>
        <translation>
            <numerusform>每 %n 秒前进到下一个规则步骤</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Restart</source>
        <translation>从头开始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go back to the first rule step</source>
        <translation>回到第一个规则步骤</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave Teach Mode</source>
        <translation>退出教学模式</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Back to the debugger&apos;s layout, the cursor where it is</source>
        <translation>回到调试器的布局，光标保持原位</translation>
    </message>
</context>
<context>
    <name>ts::gui::TeachNarrationPane</name>
    <message>
        <location filename="../../widgets/teach/teachnarrationpane.cpp" line="+34"/>
        <source>Narration</source>
        <translation>解说</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>What changed</source>
        <translation>发生的变化</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No game</source>
        <translation>没有游戏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a scenario or a trace to teach its rules step by step.</source>
        <translation>打开场景或跟踪文件，即可逐步讲解其规则。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Before step 1 of %1</source>
        <translation>第 1 步之前（共 %1 步）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game has no rule steps yet.</source>
        <translation>此游戏还没有规则步骤。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Press Next for the first step.</source>
        <translation>按“下一步”进入第一步。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Step %1 of %2 · event #%3</source>
        <translation>第 %1 步，共 %2 步 · 事件 #%3</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Seed %1 (%2), the original passage:</source>
        <translation>种子 %1（%2）的原文：</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>… and %n more</source>
        <translation>
            <numerusform>… 另有 %n 项</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ts::gui::TimelineDock</name>
    <message>
        <location filename="../../widgets/panels/timeline/timelinedock.cpp" line="+25"/>
        <source>Timeline</source>
        <translation>时间线</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Zoom in (Ctrl+wheel)</source>
        <translation>放大（Ctrl+滚轮）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom out (Ctrl+wheel)</source>
        <translation>缩小（Ctrl+滚轮）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the whole trace (double-click on empty space)</source>
        <translation>显示整个跟踪（双击空白处）</translation>
    </message>
</context>
<context>
    <name>ts::gui::TimelineWidget</name>
    <message>
        <location filename="../../widgets/panels/timeline/timelinewidget.cpp" line="+62"/>
        <source>Turns</source>
        <translation>回合</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+175"/>
        <source>Hits</source>
        <translation>命中次数</translation>
    </message>
    <message>
        <location line="-175"/>
        <location line="+176"/>
        <source>Decisions</source>
        <translation>决策</translation>
    </message>
    <message>
        <location line="-176"/>
        <source>Rounds</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+175"/>
        <source>Hits · Writes</source>
        <translation>命中 · 写入</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No events yet</source>
        <translation>还没有事件</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No trace open</source>
        <translation>没有打开的跟踪</translation>
    </message>
    <message>
        <location line="-70"/>
        <source>indexing…</source>
        <translation>正在建立索引…</translation>
    </message>
    <message>
        <location line="+393"/>
        <source>Breakpoint hit</source>
        <translation>命中断点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decision</source>
        <translation>决策</translation>
    </message>
</context>
<context>
    <name>ts::gui::WatchBuilder</name>
    <message>
        <location filename="../../widgets/session/headless/watchbuilder.cpp" line="+38"/>
        <source>a boolean</source>
        <translation>布尔值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <location line="+134"/>
        <source>The value is not a number, a boolean or a string</source>
        <translation>该值不是数字、布尔值或字符串</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The value is %1, not %2 as before</source>
        <translation>该值是%1，而不是之前的%2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The value %1 is not a finite number a track can hold</source>
        <translation>值 %1 不是轨道可以保存的有限数字</translation>
    </message>
</context>
<context>
    <name>ts::gui::WatchBuilderJob</name>
    <message>
        <location filename="../../widgets/panels/watches/watchbuilderjob.cpp" line="+67"/>
        <source>%1 has changed since the window opened it: open it again</source>
        <translation>%1 在窗口打开它之后已被更改：请重新打开</translation>
    </message>
</context>
<context>
    <name>ts::gui::WatchExport</name>
    <message>
        <location filename="../../widgets/panels/watches/watchexport.cpp" line="+35"/>
        <location line="+42"/>
        <location line="+24"/>
        <source>%1: cannot write: %2</source>
        <translation>%1：无法写入：%2</translation>
    </message>
    <message>
        <location line="-33"/>
        <location line="+1"/>
        <source>event %1</source>
        <translation>事件 %1</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1: cannot write the picture</source>
        <translation>%1：无法写入图片</translation>
    </message>
</context>
<context>
    <name>ts::gui::WatchList</name>
    <message>
        <location filename="../../widgets/panels/watches/watchlist.cpp" line="+118"/>
        <source>“%1” is no clause, kind or entity of this trace</source>
        <translation>“%1”不是此追踪中的条款、类型或实体</translation>
    </message>
    <message>
        <location line="+52"/>
        <location line="+22"/>
        <source>Open a game first</source>
        <translation>请先打开一局游戏</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Write an expression or ENTITY.FIELD</source>
        <translation>请输入表达式或 ENTITY.FIELD</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No value at %1</source>
        <translation>%1 处没有值</translation>
    </message>
</context>
<context>
    <name>ts::gui::WatchPointsModel</name>
    <message>
        <location filename="../../widgets/panels/watches/watchpointsmodel.cpp" line="+54"/>
        <source>Event</source>
        <translation>事件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happened</source>
        <translation>发生了什么</translation>
    </message>
</context>
<context>
    <name>ts::gui::WatchTracksWidget</name>
    <message>
        <location filename="../../widgets/panels/watches/watchtrackswidget.cpp" line="+86"/>
        <source>from %1 to %2</source>
        <translation>从 %1 到 %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: being evaluated (%2%)</source>
        <translation>%1：正在求值（%2%）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 at event #%2: %3</source>
        <translation>%1 在事件 #%2：%3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 (error)</source>
        <translation>%1（错误）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2%)</source>
        <translation>%1（%2%）</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Export Track…</source>
        <translation>导出轨道…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove Watch</source>
        <translation>删除监视</translation>
    </message>
</context>
<context>
    <name>ts::gui::WatchesDock</name>
    <message>
        <location filename="../../widgets/panels/watches/watchesdock.cpp" line="+46"/>
        <source>Watches</source>
        <translation>监视</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Expression or ENTITY.FIELD</source>
        <translation>表达式或 ENTITY.FIELD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A value to follow across the game: an expression of the breakpoint-condition language (e.g. the ruleset&apos;s helpers, or state.…) or a traced field by name, e.g. North.power</source>
        <translation>在整局游戏中跟踪的值：断点条件语言的表达式（例如规则集的辅助函数或 state.…），或按名称指定的被追踪字段，例如 North.power</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>at clause, kind or entity</source>
        <translation>在条款、类型或实体处</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional: a logpoint, evaluated at every event citing this clause, of this kind or concerning this entity, with a row per hit</source>
        <translation>可选：日志点，在每个引用此条款、属于此类型或涉及此实体的事件处求值，每次命中一行</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>each rule step</source>
        <translation>每个规则步骤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>each event</source>
        <translation>每个事件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where an expression is evaluated: at the end of every rule step, or after every event</source>
        <translation>表达式的求值位置：每个规则步骤结束时，或每个事件之后</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export Track…</source>
        <translation>导出轨道…</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>%1: no track yet</source>
        <translation>%1：尚无轨道</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Select a watch to see its changes</source>
        <translation>选择一个监视以查看其变化</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hits of %1 (double-click to go there)</source>
        <translation>%1 的命中（双击跳转）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Changes of %1 (double-click to go there)</source>
        <translation>%1 的变化（双击跳转）</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+17"/>
        <source>Export Track</source>
        <translation>导出轨道</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>CSV (*.csv);;PNG picture (*.png);;SVG picture (*.svg)</source>
        <translation>CSV (*.csv);;PNG 图片 (*.png);;SVG 图片 (*.svg)</translation>
    </message>
</context>
<context>
    <name>ts::gui::WatchesModel</name>
    <message>
        <location filename="../../widgets/panels/watches/watchesmodel.cpp" line="+39"/>
        <source>error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting…</source>
        <translation>等待中…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>evaluating… %1%</source>
        <translation>求值中… %1%</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n hit(s)</source>
        <translation>
            <numerusform>命中 %n 次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n change(s)</source>
        <translation>
            <numerusform>变化 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Watch</source>
        <translation>监视</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At cursor</source>
        <translation>光标处</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Range</source>
        <translation>范围</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Over the trace</source>
        <translation>整个追踪</translation>
    </message>
</context>
<context>
    <name>ts::gui::WhyNotDock</name>
    <message>
        <location filename="../../widgets/panels/whynot/whynotdock.cpp" line="+57"/>
        <source>Why Not?</source>
        <translation>为何未应用？</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Double-click to go to the event; the question form below asks about its rule</source>
        <translation>双击转到该事件；下方的提问表单会查询其规则</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ask about a rule or an entity</source>
        <translation>询问规则或实体</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clause (e.g. 001:5.3; its # steps count)</source>
        <translation>条款（例如 001:5.3；其 # 子步骤也计入）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Entity name (unit, state, command …)</source>
        <translation>实体名称（单位、状态、指令…）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From Cursor</source>
        <translation>取自光标</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask about the clause and the first subject of the event at the cursor</source>
        <translation>询问光标处事件的条款及其第一个主体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask</source>
        <translation>提问</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Double-click to go to the event</source>
        <translation>双击转到该事件</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>No game is open.</source>
        <translation>没有打开的游戏。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Engine step #%1–#%2: every candidate the rules considered was applied.</source>
        <translation>引擎步骤 #%1–#%2：规则考虑的所有候选均已应用。</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Engine step #%1–#%2: %n candidate(s) considered and not applied.</source>
        <translation>
            <numerusform>引擎步骤 #%1–#%2：%n 个候选被考虑但未应用。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Name a clause and/or an entity: the events nearest to the cursor where it was considered are listed, applied or not, and why.</source>
        <translation>指定条款和/或实体：列出光标附近考虑过它的事件，以及是否应用和原因。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>rule %1</source>
        <translation>规则 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 with %2</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 around #%2: %3 before, %4 at or after.</source>
        <translation>#%2 附近的 %1：之前 %3 个，光标处或之后 %4 个。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 was never considered in this trace.</source>
        <translation>%1 在此跟踪中从未被考虑。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The trace has changed since: ask again.</source>
        <translation>此后跟踪已改变：请重新提问。</translation>
    </message>
</context>
<context>
    <name>ts::gui::WhyNotModel</name>
    <message>
        <location filename="../../widgets/panels/whynot/whynotsnapshot.cpp" line="+17"/>
        <source>(event #%1 cannot be read)</source>
        <translation>（无法读取事件 #%1）</translation>
    </message>
    <message>
        <location filename="../../widgets/panels/whynot/whynotmodel.cpp" line="+52"/>
        <source>Event</source>
        <translation>事件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clause</source>
        <translation>条款</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not applied because</source>
        <translation>未应用的原因</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Considered by</source>
        <translation>考虑者</translation>
    </message>
</context>
<context>
    <name>ts::gui::WriteIndexer</name>
    <message>
        <location filename="../../widgets/session/writeindexer.cpp" line="+84"/>
        <source>The write index stops at event %1: %2</source>
        <translation>写入索引停在事件 %1：%2</translation>
    </message>
</context>
</TS>
