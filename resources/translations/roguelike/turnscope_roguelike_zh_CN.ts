<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ts::gui::RoguelikeUi</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/roguelikeui.cpp" line="+24"/>
        <source>Turns</source>
        <translation>回合</translation>
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
        <translation>回合，或 回合.Run（如 3 或 3.2）：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The trace has no turn %1</source>
        <translation>跟踪中没有回合 %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&lt;b&gt;unit(&quot;Name&quot;)&lt;/b&gt; a unit (&lt;i&gt;hp, tokens, speed, x, y, alive, …&lt;/i&gt;; unit(n): the n-th), &lt;b&gt;turn()&lt;/b&gt;, &lt;b&gt;run()&lt;/b&gt; (1-based), &lt;b&gt;state&lt;/b&gt; the whole state. E.g. &lt;code&gt;unit(&quot;Enemy1&quot;).tokens &amp;lt; 0&lt;/code&gt;, &lt;code&gt;turn() &amp;gt;= 2 &amp;amp;&amp;amp; run() == 1&lt;/code&gt;</source>
        <translation>&lt;b&gt;unit(&quot;名称&quot;)&lt;/b&gt; 单位（&lt;i&gt;hp, tokens, speed, x, y, alive, …&lt;/i&gt;；unit(n)：第 n 个），&lt;b&gt;turn()&lt;/b&gt;，&lt;b&gt;run()&lt;/b&gt;（从 1 开始），&lt;b&gt;state&lt;/b&gt; 整个状态。例如 &lt;code&gt;unit(&quot;Enemy1&quot;).tokens &amp;lt; 0&lt;/code&gt;，&lt;code&gt;turn() &amp;gt;= 2 &amp;amp;&amp;amp; run() == 1&lt;/code&gt;</translation>
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
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="+25"/>
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
