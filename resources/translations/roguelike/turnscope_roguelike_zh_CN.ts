<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ts::gui::ActionQueueDock</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/actionqueuedock.cpp" line="+17"/>
        <source>Action Queues</source>
        <translation>行动队列</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Alternative chain: no action performed yet</source>
        <translation>替代行动链：尚未执行任何行动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Alternative chain of %1&apos;s last action (the last row decides)</source>
        <translation>%1 最近一次行动的替代行动链（由最后一行决定结果）</translation>
    </message>
</context>
<context>
    <name>ts::gui::ActionQueueModel</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/actionqueuemodel.cpp" line="+63"/>
        <source>defeated</source>
        <translation>已被击败</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 brain · nothing queued</source>
        <translation>%1 大脑 · 队列为空</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 brain · 1 action</source>
        <translation>%1 大脑 · 1 个行动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 brain · %2 actions</source>
        <translation>%1 大脑 · %2 个行动</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Its brain is asked for actions when its turn comes with an empty queue</source>
        <translation>轮到它且队列为空时，会向它的大脑询问下一步行动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its brain is not asked while actions are queued</source>
        <translation>队列中还有行动时不会询问大脑</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>waits</source>
        <translation>等待</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>head: %1 of %2 turns done</source>
        <translation>队首：%2 回合中已完成 %1 回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>head: performed on the next act</source>
        <translation>队首：下次行动时执行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The current action: performed when the actor has the energy; it leaves the queue when done</source>
        <translation>当前行动：角色能量足够时执行，完成后离开队列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queued behind the head</source>
        <translation>排在队首之后</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Actor / queued action</source>
        <translation>角色 / 队列中的行动</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
</context>
<context>
    <name>ts::gui::ChainModel</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/chainmodel.cpp" line="+32"/>
        <source>↳ %1</source>
        <translation>↳ %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>succeeded</source>
        <translation>成功</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>done</source>
        <translation>完成</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not done</source>
        <translation>未完成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yes: the next row</source>
        <translation>有：下一行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The last result of the chain: the loop spends energy only if it succeeded, and moves the action queue on only if it is done</source>
        <translation>链中的最后结果：只有成功才消耗能量，只有完成才推进行动队列</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This action returned an alternative, which was performed instead</source>
        <translation>此行动返回了替代行动，改为执行该行动</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Action</source>
        <translation>行动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Concerns</source>
        <translation>对象</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Succeeded</source>
        <translation>成功</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alternative</source>
        <translation>替代行动</translation>
    </message>
</context>
<context>
    <name>ts::gui::EnergyDock</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energydock.cpp" line="+16"/>
        <source>Energy</source>
        <translation>能量</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>The bar is the energy on a scale of twice the action cost; the line is the cost: an actor with an action acts when its energy is at least that much after its gain. The pale part is the next visit&apos;s gain. ▶ current actor, → predicted to act next.</source>
        <translation>条形以行动消耗的两倍为刻度显示能量，竖线是行动消耗：有行动的角色在获得能量后若不低于该值便会行动。浅色部分是下次访问获得的能量。▶ 当前角色，→ 预计下一个行动的角色。</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Before the first visit</source>
        <translation>第一次访问之前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn %1 is over (World.update #%2)</source>
        <translation>第 %1 回合结束（World.update #%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn %1 · visit %2 (World.update #%3)</source>
        <translation>第 %1 回合 · 第 %2 次访问（World.update #%3）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 waits for input</source>
        <translation>%1 正在等待输入</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>current: %1</source>
        <translation>当前：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>next to act: %1, on the next visit</source>
        <translation>下一个行动：%1（下次访问）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>next to act: %1, in %2 visits</source>
        <translation>下一个行动：%1（%2 次访问后）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 table, cost %2</source>
        <translation>%1 表，消耗 %2</translation>
    </message>
</context>
<context>
    <name>ts::gui::EnergyModel</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energymodel.cpp" line="+39"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>defeated</source>
        <translation>已被击败</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>current</source>
        <translation>当前</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>in %1</source>
        <translation>还有 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2</source>
        <translation>%2 次中 %1 次</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (%2 brain): energy %3, +%4 per visit at speed %5 (%6 table); it acts when its energy is at least %7</source>
        <translation>%1（%2 大脑）：能量 %3，速度 %5 时每次访问 +%4（%6 表）；能量不低于 %7 时行动</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Predicted to act next, in %1 visit(s), if everyone keeps an action</source>
        <translation>若所有角色都有行动，预计在 %1 次访问后下一个行动</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The current actor of the actor queue</source>
        <translation>角色队列的当前角色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Predicted to act next</source>
        <translation>预计下一个行动</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The actors in the order of the actor queue</source>
        <translation>按角色队列顺序排列的角色</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Actor</source>
        <translation>角色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Energy against the action cost: it acts when the bar reaches the line</source>
        <translation>相对于行动消耗的能量：条形到达竖线时行动</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Energy</source>
        <translation>能量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Energy gained on each visit with an action (from the speed)</source>
        <translation>有行动的每次访问获得的能量（由速度决定）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Gain/visit</source>
        <translation>获得/访问</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The place in the actor queue: visits until its turn comes</source>
        <translation>在角色队列中的位置：轮到它之前的访问次数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Queue</source>
        <translation>队列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Actions taken (energy spent) of the visits so far</source>
        <translation>至今的访问中行动（消耗能量）的次数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Acted</source>
        <translation>行动</translation>
    </message>
</context>
<context>
    <name>ts::gui::EnergySnapshot</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energysnapshot.cpp" line="+23"/>
        <source>walk %1</source>
        <translation>向 %1 行走</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attack %1</source>
        <translation>攻击 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>open the door %1</source>
        <translation>打开 %1 的门</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rest 1 turn</source>
        <translation>休息 1 回合</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rest %1 turns</source>
        <translation>休息 %1 回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>change speed by %1</source>
        <translation>速度改变 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>action #%1</source>
        <translation>行动 #%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>player (input)</source>
        <translation>玩家（输入）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chase</source>
        <translation>追击</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wander</source>
        <translation>游荡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep distance</source>
        <translation>保持距离</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>script</source>
        <translation>脚本</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The energy panels belong to energy games (&quot;scheduler&quot;: &quot;energy&quot;)</source>
        <translation>能量面板用于能量调度的游戏（&quot;scheduler&quot;: &quot;energy&quot;）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No session</source>
        <translation>无会话</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>door (%1,%2)</source>
        <translation>门 (%1,%2)</translation>
    </message>
</context>
<context>
    <name>ts::gui::MapDock</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/mapdock.cpp" line="+19"/>
        <source>Map</source>
        <translation>地图</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Fit</source>
        <translation>适应</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the whole map</source>
        <translation>显示整张地图</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom out (Ctrl+wheel)</source>
        <translation>缩小（Ctrl+滚轮）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom in (Ctrl+wheel)</source>
        <translation>放大（Ctrl+滚轮）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a unit to show its events in the event log</source>
        <translation>点击单位可在事件日志中显示它的事件</translation>
    </message>
</context>
<context>
    <name>ts::gui::MapSnapshot</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/mapsnapshot.cpp" line="+129"/>
        <source>The map belongs to the roguelike ruleset</source>
        <translation>地图属于 roguelike 规则集</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No session</source>
        <translation>无会话</translation>
    </message>
</context>
<context>
    <name>ts::gui::MapWidget</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/mapwidget.cpp" line="+195"/>
        <source>%1 at (%2, %3), HP %4</source>
        <translation>%1 位于 (%2, %3)，HP %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>defeated</source>
        <translation>已被击败</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click: show its events in the event log</source>
        <translation>点击：在事件日志中显示它的事件</translation>
    </message>
</context>
<context>
    <name>ts::gui::RoguelikeUi</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/roguelikeui.cpp" line="+41"/>
        <location line="+8"/>
        <source>Turns</source>
        <translation>回合</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+8"/>
        <source>T</source>
        <comment>a turn&apos;s label on the timeline: T12</comment>
        <translation>T</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Turn, or turn.Run (e.g. 3 or 3.2):</source>
        <translation>回合，或 回合.Run（如 3 或 3.2）：</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+9"/>
        <source>The trace has no turn %1</source>
        <translation>跟踪中没有回合 %1</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Turn, or turn.visit (e.g. 3 or 3.2; a turn is one rotation of the actor queue):</source>
        <translation>回合，或 回合.访问（如 3 或 3.2；一个回合是角色队列的一轮）：</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>&lt;b&gt;unit(&quot;Name&quot;)&lt;/b&gt; a unit (&lt;i&gt;hp, tokens, speed, x, y, alive, …&lt;/i&gt;; unit(n): the n-th), &lt;b&gt;turn()&lt;/b&gt;, &lt;b&gt;run()&lt;/b&gt; (1-based), &lt;b&gt;state&lt;/b&gt; the whole state. E.g. &lt;code&gt;unit(&quot;Enemy1&quot;).tokens &amp;lt; 0&lt;/code&gt;, &lt;code&gt;turn() &amp;gt;= 2 &amp;amp;&amp;amp; run() == 1&lt;/code&gt;. Energy games: &lt;b&gt;visit()&lt;/b&gt; (World.update calls so far), &lt;b&gt;actor()&lt;/b&gt; the current actor&apos;s name, &lt;b&gt;energy(&quot;Name&quot;)&lt;/b&gt;; units have &lt;i&gt;energy, gain, speed, actions, acted, visits&lt;/i&gt;. E.g. &lt;code&gt;energy(&quot;Orc&quot;) &amp;gt;= 100 &amp;amp;&amp;amp; actor() == &quot;Orc&quot;&lt;/code&gt;</source>
        <translation>&lt;b&gt;unit(&quot;Name&quot;)&lt;/b&gt; 单位（&lt;i&gt;hp, tokens, speed, x, y, alive, …&lt;/i&gt;；unit(n)：第 n 个），&lt;b&gt;turn()&lt;/b&gt;，&lt;b&gt;run()&lt;/b&gt;（从 1 开始），&lt;b&gt;state&lt;/b&gt; 整个状态。例如 &lt;code&gt;unit(&quot;Enemy1&quot;).tokens &amp;lt; 0&lt;/code&gt;，&lt;code&gt;turn() &amp;gt;= 2 &amp;amp;&amp;amp; run() == 1&lt;/code&gt;。能量调度的游戏：&lt;b&gt;visit()&lt;/b&gt;（至今 World.update 的次数），&lt;b&gt;actor()&lt;/b&gt; 当前角色的名字，&lt;b&gt;energy(&quot;Name&quot;)&lt;/b&gt;；单位有 &lt;i&gt;energy, gain, speed, actions, acted, visits&lt;/i&gt;。例如 &lt;code&gt;energy(&quot;Orc&quot;) &amp;gt;= 100 &amp;amp;&amp;amp; actor() == &quot;Orc&quot;&lt;/code&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;unit(&quot;Name&quot;)&lt;/b&gt; a unit (&lt;i&gt;hp, tokens, speed, x, y, alive, …&lt;/i&gt;; unit(n): the n-th), &lt;b&gt;turn()&lt;/b&gt;, &lt;b&gt;run()&lt;/b&gt; (1-based), &lt;b&gt;state&lt;/b&gt; the whole state. E.g. &lt;code&gt;unit(&quot;Enemy1&quot;).tokens &amp;lt; 0&lt;/code&gt;, &lt;code&gt;turn() &amp;gt;= 2 &amp;amp;&amp;amp; run() == 1&lt;/code&gt;</source>
        <translation type="vanished">&lt;b&gt;unit(&quot;名称&quot;)&lt;/b&gt; 单位（&lt;i&gt;hp, tokens, speed, x, y, alive, …&lt;/i&gt;；unit(n)：第 n 个），&lt;b&gt;turn()&lt;/b&gt;，&lt;b&gt;run()&lt;/b&gt;（从 1 开始），&lt;b&gt;state&lt;/b&gt; 整个状态。例如 &lt;code&gt;unit(&quot;Enemy1&quot;).tokens &amp;lt; 0&lt;/code&gt;，&lt;code&gt;turn() &amp;gt;= 2 &amp;amp;&amp;amp; run() == 1&lt;/code&gt;</translation>
    </message>
</context>
<context>
    <name>ts::gui::RunTableDelegate</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledelegate.cpp" line="+253"/>
        <source>acted</source>
        <translation>已行动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not yet acted</source>
        <translation>未行动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>skipped: no token</source>
        <translation>跳过：无令牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>merged into the Run on the left</source>
        <translation>合并到左侧的 Run</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>received merged actions</source>
        <translation>接收了合并的行动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>row inserted mid-turn</source>
        <translation>回合中插入的行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the scheduler is here</source>
        <translation>调度器在此</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>token debt</source>
        <translation>令牌欠债</translation>
    </message>
</context>
<context>
    <name>ts::gui::RunTableDock</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtabledock.cpp" line="+41"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Run Table</source>
        <translation>Run 表</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Export PNG…</source>
        <translation>导出 PNG…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the whole Run table, with its legend, as a PNG image</source>
        <translation>将整个 Run 表连同图例保存为 PNG 图像</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export SVG…</source>
        <translation>导出 SVG…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the whole Run table, with its legend, as an SVG drawing</source>
        <translation>将整个 Run 表连同图例保存为 SVG 矢量图</translation>
    </message>
    <message>
        <location line="+113"/>
        <source> (event #%1)</source>
        <translation>（事件 #%1）</translation>
    </message>
    <message>
        <location line="+54"/>
        <location line="+33"/>
        <source>There is no Run table at the cursor to export.</source>
        <translation>光标处没有可导出的 Run 表。</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>The table is too large for a PNG image (%1 × %2 pixels); export it as SVG.</source>
        <translation>表格过大，无法生成 PNG 图像（%1 × %2 像素）；请导出为 SVG。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: the image could not be encoded as PNG</source>
        <translation>%1：无法将图像编码为 PNG</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Run table</source>
        <translation>Run 表</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: the SVG drawing could not be started</source>
        <translation>%1：无法开始绘制 SVG</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Export the Run table as PNG</source>
        <translation>将 Run 表导出为 PNG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export PNG</source>
        <translation>导出 PNG</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export the Run table as SVG</source>
        <translation>将 Run 表导出为 SVG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export SVG</source>
        <translation>导出 SVG</translation>
    </message>
</context>
<context>
    <name>ts::gui::RunTableModel</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="+27"/>
        <source>manual actions</source>
        <translation>手动行动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI minor actions</source>
        <translation>AI 次要行动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI major actions</source>
        <translation>AI 主要行动</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>1 action</source>
        <translation>1 次行动</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 actions</source>
        <translation>%1 次行动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 action token</source>
        <translation>1 个行动令牌</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 action tokens</source>
        <translation>%1 个行动令牌</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+409"/>
        <source>Run %1</source>
        <translation>Run %1</translation>
    </message>
    <message>
        <location line="-408"/>
        <source>Runs %1–%2</source>
        <translation>Run %1–%2</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>No session</source>
        <translation>无会话</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Run table belongs to the roguelike ruleset</source>
        <translation>Run 表仅适用于 roguelike 规则集</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>Before the first turn</source>
        <translation>第一回合之前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn %1</source>
        <translation>回合 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — over, the next turn starts</source>
        <translation>%1 — 已结束，下一回合开始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — table built, dealing action tokens</source>
        <translation>%1 — 表已建立，正在分发行动令牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — Run %2 begins</source>
        <translation>%1 — Run %2 开始</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — Run %2, %3</source>
        <translation>%1 — Run %2，%3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> · %1 acting</source>
        <translation> · %1 正在行动</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — turn end</source>
        <translation>%1 — 回合结束</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — game over</source>
        <translation>%1 — 游戏结束</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>&lt;b&gt;%1&lt;/b&gt;, Run %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;，Run %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>merged away: no Player action in Run %1, so its actions moved to Run %2 (000:merge)</source>
        <translation>已合并移出：Run %1 中没有 Player 行动，因此其行动移到 Run %2（000:merge）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>nothing scheduled</source>
        <translation>无计划行动</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>: %1 moved here from %2 (000:merge)</source>
        <translation>：其中 %1 次从 %2 移至此处（000:merge）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 acted</source>
        <translation>已行动 %1 次</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 skipped: no action token (000:tokens/skip)</source>
        <translation>跳过 %1 次：无行动令牌（000:tokens/skip）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 skipped: the unit is dead (000:table/order)</source>
        <translation>跳过 %1 次：该单位已死亡（000:table/order）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 not yet reached</source>
        <translation>%1 次尚未轮到</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;i&gt;the scheduler is on this cell (%1)&lt;/i&gt;</source>
        <translation>&lt;i&gt;调度器位于此单元格（%1）&lt;/i&gt;</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 owes %2: next turn&apos;s tokens are reduced (000:debt)</source>
        <translation>%1 欠 %2：下一回合的令牌将减少（000:debt）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 holds %2 (000:tokens/deal, 000:tokens/spend)</source>
        <translation>%1 持有 %2（000:tokens/deal, 000:tokens/spend）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 merged into Run %2</source>
        <translation>%1 已合并到 Run %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>inserted in Run %1 by event #%2</source>
        <translation>由事件 #%2 插入 Run %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>dead</source>
        <translation>死亡</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (000:speed/up: after the last not-yet-acted row of that speed, else after the acting row)</source>
        <translation>（000:speed/up：插在同速度最后一个未行动行之后，否则插在正在行动的行之后）</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 (%2), speed %3</source>
        <translation>%1（%2），速度 %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>inserted in Run %1 by event #%2 (000:speed/up)</source>
        <translation>由事件 #%2 插入 Run %1（000:speed/up）</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Tokens</source>
        <translation>令牌</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run %1: manual actions, then AI minor, then AI major actions, each in row order (000:table/order)</source>
        <translation>Run %1：依次为手动行动、AI 次要行动、AI 主要行动，各自按行顺序（000:table/order）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action tokens held at the cursor; red = debt (000:debt)</source>
        <translation>光标处持有的行动令牌；红色 = 欠债（000:debt）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inserted rows and AI run merges</source>
        <translation>插入的行和 AI 的 Run 间合并</translation>
    </message>
</context>
</TS>
