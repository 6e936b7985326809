<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>StackNames</name>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="18"/>
        <source>Game start</source>
        <translation>游戏开始</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="19"/>
        <source>Chance to the turn player</source>
        <translation>将机会移交回合玩家</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="20"/>
        <source>Is the stage empty?</source>
        <translation>舞台为空？</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="21"/>
        <source>Reset the pass list</source>
        <translation>重置过牌名单</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="22"/>
        <source>Take an action</source>
        <translation>发起行动</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="23"/>
        <source>Instant effect?</source>
        <translation>即时效果？</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="24"/>
        <source>Resolve the effect</source>
        <translation>结算效果</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="25"/>
        <source>Win check</source>
        <translation>胜负判定</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="26"/>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="36"/>
        <source>Add to the stage</source>
        <translation>加入舞台</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="27"/>
        <source>Trigger check</source>
        <translation>诱发检查</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="28"/>
        <source>Take an action?</source>
        <translation>是否发起行动？</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="29"/>
        <source>Register in the pass list</source>
        <translation>登记到过牌名单</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="30"/>
        <source>Pass list = number of players?</source>
        <translation>过牌名单人数＝玩家人数？</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="31"/>
        <source>Take off the stage</source>
        <translation>从舞台取出</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="32"/>
        <source>Move the chance</source>
        <translation>移动机会</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="33"/>
        <source>Instant triggered?</source>
        <translation>是否诱发了即时效果？</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="34"/>
        <source>Resolve &amp; win check</source>
        <translation>结算效果并判定胜负</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="35"/>
        <source>Normal triggered?</source>
        <translation>是否诱发了通常效果？</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="37"/>
        <source>Game over</source>
        <translation>游戏结束</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="53"/>
        <source>main</source>
        <translation>主要</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="53"/>
        <source>quick</source>
        <translation>快速</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="54"/>
        <source>instant</source>
        <translation>即时</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="54"/>
        <source>normal</source>
        <translation>通常</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="59"/>
        <source>running</source>
        <translation>进行中</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="60"/>
        <source>won</source>
        <translation>获胜</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="61"/>
        <source>a draw</source>
        <translation>平局</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="62"/>
        <source>turn limit reached</source>
        <translation>达到回合上限</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="63"/>
        <source>action limit reached</source>
        <translation>达到行动次数上限</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="64"/>
        <source>stalled: the chance holder has no legal action</source>
        <translation>无法继续：持有机会的玩家没有可发起的行动</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="65"/>
        <source>trigger limit reached</source>
        <translation>达到诱发上限</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stacknames.cpp" line="66"/>
        <source>stage limit reached</source>
        <translation>达到舞台上限</translation>
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
        <translation>机会与过牌名单</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancedock.cpp" line="50"/>
        <source>Pass list (パス名簿): %1</source>
        <translation>过牌名单（パス名簿）：%1</translation>
    </message>
</context>
<context>
    <name>ts::gui::ChanceModel</name>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="28"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="29"/>
        <source>Turn</source>
        <translation>回合</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="30"/>
        <source>Chance</source>
        <translation>机会</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="31"/>
        <source>Pass list</source>
        <translation>过牌名单</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="32"/>
        <source>Counters</source>
        <translation>计数器</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="33"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="47"/>
        <source>★ turn player</source>
        <translation>★ 回合玩家</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="48"/>
        <source>● holds the chance</source>
        <translation>● 持有机会</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="49"/>
        <source>passed (#%1)</source>
        <translation>已过牌（#%1）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="64"/>
        <source>⑫ registers a player who passes once; ⑬ compares the list&apos;s size with the number of players; only ④ clears it.</source>
        <translation>⑫ 只登记一次过牌的玩家；⑬ 将名单人数与玩家人数比较；只有 ④ 会清空名单。</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="84"/>
        <source>No game of the core rules (seed 002) is open.</source>
        <translation>未打开核心规则（种子 002）的游戏。</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="90"/>
        <source>(empty)</source>
        <translation>（空）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="104"/>
        <source>lost</source>
        <translation>落败</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="104"/>
        <source>won</source>
        <translation>获胜</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="106"/>
        <source>wins</source>
        <translation>胜者</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="109"/>
        <source>Pass list: %1 of %2 players</source>
        <translation>过牌名单：%2 名玩家中的 %1 名</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="110"/>
        <source>At %1 %2</source>
        <translation>当前 %1 %2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="112"/>
        <source>next: %1 %2</source>
        <translation>下一步：%1 %2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/chancemodel.cpp" line="114"/>
        <source>Game over: %1</source>
        <translation>游戏结束：%1</translation>
    </message>
</context>
<context>
    <name>ts::gui::FlowMapDock</name>
    <message>
        <location filename="../../../widgets/rulesets/stack/flowmapdock.cpp" line="15"/>
        <source>Flow Map</source>
        <translation>流程图</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/flowmapdock.cpp" line="22"/>
        <source>Click a node to set or clear a breakpoint on its clause.</source>
        <translation>点击节点可在其条款上设置或清除断点。</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/flowmapdock.cpp" line="41"/>
        <source>The seed&apos;s core flow (①–⑮) and trigger check (⑩-1..⑩-4)</source>
        <translation>种子的核心流程（①–⑮）与诱发检查（⑩-1..⑩-4）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/flowmapdock.cpp" line="44"/>
        <source>At %1 %2</source>
        <translation>当前 %1 %2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/flowmapdock.cpp" line="46"/>
        <source>came from %1</source>
        <translation>来自 %1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/flowmapdock.cpp" line="48"/>
        <source>next: %1</source>
        <translation>下一步：%1</translation>
    </message>
</context>
<context>
    <name>ts::gui::FlowMapWidget</name>
    <message>
        <location filename="../../../widgets/rulesets/stack/flowmapwidget.cpp" line="39"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/flowmapwidget.cpp" line="41"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/flowmapwidget.cpp" line="43"/>
        <source>decided</source>
        <translation>分出胜负</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/flowmapwidget.cpp" line="45"/>
        <source>otherwise</source>
        <translation>其他</translation>
    </message>
</context>
<context>
    <name>ts::gui::FlowModel</name>
    <message>
        <location filename="../../../widgets/rulesets/stack/flowmodel.cpp" line="54"/>
        <source>%1 %2 (%3): click to set or clear a breakpoint on this clause</source>
        <translation>%1 %2（%3）：点击以在此条款上设置或清除断点</translation>
    </message>
</context>
<context>
    <name>ts::gui::StackUi</name>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackui.cpp" line="30"/>
        <source>Turns</source>
        <translation>回合</translation>
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
        <translation>回合（例如 3）：</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackui.cpp" line="30"/>
        <source>The trace has no turn %1</source>
        <translation>该追踪中没有第 %1 回合</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackui.cpp" line="60"/>
        <source>&lt;b&gt;player(&quot;Name&quot;)&lt;/b&gt; (&lt;i&gt;counters, lost, won, passed, chance, turnPlayer, zones&lt;/i&gt;), &lt;b&gt;component(&quot;Name&quot;)&lt;/b&gt; (&lt;i&gt;owner, controller, zone, counters&lt;/i&gt;), &lt;b&gt;stage()&lt;/b&gt; bottom first, &lt;b&gt;top()&lt;/b&gt; the action that resolves next or null (&lt;i&gt;action, controller, effect, serial&lt;/i&gt;), &lt;b&gt;passList()&lt;/b&gt;, &lt;b&gt;chance()&lt;/b&gt;, &lt;b&gt;turnPlayer()&lt;/b&gt;, &lt;b&gt;turn()&lt;/b&gt;, &lt;b&gt;node()&lt;/b&gt; the node of the flow (3 for ③, 102 for ⑩-2), &lt;b&gt;state&lt;/b&gt; the whole state. E.g. &lt;code&gt;stage().length &amp;gt;= 3&lt;/code&gt;, &lt;code&gt;node() == 13 &amp;amp;&amp;amp; passList().length == 2&lt;/code&gt;, &lt;code&gt;component(&quot;Golem&quot;).controller != component(&quot;Golem&quot;).owner&lt;/code&gt;</source>
        <translation>&lt;b&gt;player(&quot;名称&quot;)&lt;/b&gt;（&lt;i&gt;counters, lost, won, passed, chance, turnPlayer, zones&lt;/i&gt;）、&lt;b&gt;component(&quot;名称&quot;)&lt;/b&gt;（&lt;i&gt;owner, controller, zone, counters&lt;/i&gt;）、&lt;b&gt;stage()&lt;/b&gt; 自下而上、&lt;b&gt;top()&lt;/b&gt; 下一个结算的行动或 null（&lt;i&gt;action, controller, effect, serial&lt;/i&gt;）、&lt;b&gt;passList()&lt;/b&gt;、&lt;b&gt;chance()&lt;/b&gt;、&lt;b&gt;turnPlayer()&lt;/b&gt;、&lt;b&gt;turn()&lt;/b&gt;、&lt;b&gt;node()&lt;/b&gt; 流程中的节点（③ 为 3，⑩-2 为 102）、&lt;b&gt;state&lt;/b&gt; 整个状态。例如 &lt;code&gt;stage().length &amp;gt;= 3&lt;/code&gt;、&lt;code&gt;node() == 13 &amp;amp;&amp;amp; passList().length == 2&lt;/code&gt;、&lt;code&gt;component(&quot;Golem&quot;).controller != component(&quot;Golem&quot;).owner&lt;/code&gt;</translation>
    </message>
</context>
<context>
    <name>ts::gui::StackZonesDock</name>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackzonesdock.cpp" line="13"/>
        <source>Zones</source>
        <translation>区域</translation>
    </message>
</context>
<context>
    <name>ts::gui::StackZonesModel</name>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackzonesmodel.cpp" line="55"/>
        <source>Component</source>
        <translation>组件</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackzonesmodel.cpp" line="56"/>
        <source>Owner</source>
        <translation>所有者</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackzonesmodel.cpp" line="57"/>
        <source>Controller</source>
        <translation>控制者</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackzonesmodel.cpp" line="58"/>
        <source>Counters</source>
        <translation>计数器</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackzonesmodel.cpp" line="73"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackzonesmodel.cpp" line="76"/>
        <source>%1 (control taken)</source>
        <translation>%1（控制权被夺取）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackzonesmodel.cpp" line="98"/>
        <source>Owned by %1, controlled by %2: its abilities grant and trigger for %2 (002:controller)</source>
        <translation>所有者为 %1，控制者为 %2：其能力为 %2 赋予并诱发行动（002:controller）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stackzonesmodel.cpp" line="119"/>
        <source>No game of the core rules (seed 002) is open.</source>
        <translation>未打开核心规则（种子 002）的游戏。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../../widgets/rulesets/stack/stackzonesmodel.cpp" line="171"/>
        <source>%n component(s)</source>
        <translation>
            <numerusform>%n 个组件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../../widgets/rulesets/stack/stackzonesmodel.cpp" line="172"/>
        <source>%n under another player&apos;s control</source>
        <translation>
            <numerusform>%n 个受其他玩家控制</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ts::gui::StageDock</name>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagedock.cpp" line="15"/>
        <source>Stage</source>
        <translation>舞台</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagedock.cpp" line="27"/>
        <source>Double-click an action to go to the event that put it there</source>
        <translation>双击行动可跳转到将其放到此处的事件</translation>
    </message>
</context>
<context>
    <name>ts::gui::StageModel</name>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagedelegate.cpp" line="126"/>
        <source>from %1</source>
        <translation>来自 %1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagedelegate.cpp" line="129"/>
        <source>event %1</source>
        <translation>事件 %1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagedelegate.cpp" line="131"/>
        <source>triggered</source>
        <translation>诱发</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="27"/>
        <source>In hand</source>
        <translation>处理中的行动</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="28"/>
        <source>Stage (top first: the top resolves next)</source>
        <translation>舞台（自上而下：最上方的下一个结算）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="29"/>
        <source>Triggered, waiting for the trigger check ⑩</source>
        <translation>已诱发，等待诱发检查 ⑩</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="30"/>
        <source>Left the stage this turn</source>
        <translation>本回合离开舞台的行动</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="50"/>
        <source>%1 #%2 · %3 · %4</source>
        <translation>%1 #%2 · %3 · %4</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="56"/>
        <source>&lt;b&gt;%1 #%2&lt;/b&gt; (%3)&lt;br&gt;controller: %4&lt;br&gt;%5 effect%6&lt;br&gt;granted or started by: %7%8&lt;br&gt;put there by event %9</source>
        <translation>&lt;b&gt;%1 #%2&lt;/b&gt;（%3）&lt;br&gt;控制者：%4&lt;br&gt;%5效果%6&lt;br&gt;赋予或诱发它的：%7%8&lt;br&gt;放置它的事件：%9</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="61"/>
        <source>, triggered</source>
        <translation>，诱发</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="61"/>
        <source> timing</source>
        <translation>时机</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="62"/>
        <source>target: %1</source>
        <translation>对象：%1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="92"/>
        <source>No game of the core rules (seed 002) is open.</source>
        <translation>未打开核心规则（种子 002）的游戏。</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="112"/>
        <source>the action #%1</source>
        <translation>行动 #%1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="120"/>
        <source>resolving</source>
        <translation>结算中</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="120"/>
        <source>declared</source>
        <translation>已宣言</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="127"/>
        <source>resolves next</source>
        <translation>下一个结算</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="127"/>
        <source>on the stage</source>
        <translation>在舞台上</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="132"/>
        <source>in the batch of ⑩-2 / ⑩-4</source>
        <translation>⑩-2 / ⑩-4 的本批</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="132"/>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="137"/>
        <source>Turn %1 · %2 on the stage · %3 holds the chance · at %4 %5</source>
        <translation>第 %1 回合 · 舞台上 %2 个 · %3 持有机会 · 当前 %4 %5</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="142"/>
        <source>Game over: %1</source>
        <translation>游戏结束：%1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="143"/>
        <source>%1 wins</source>
        <translation>%1 获胜</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="183"/>
        <source>resolved (taken off at event %1)</source>
        <translation>已结算（于事件 %1 取出）</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/stack/stagemodel.cpp" line="183"/>
        <source>cancelled at event %1</source>
        <translation>于事件 %1 被取消</translation>
    </message>
</context>
</TS>
