<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>EventsNames</name>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="36"/>
        <source>No session</source>
        <translation>セッションなし</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="37"/>
        <source>The %1 belongs to the events ruleset</source>
        <translation>%1 は events ルールセットのパネルです</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="54"/>
        <source>who goes first (先后手)</source>
        <translation>先攻・後攻を決める (先后手)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="55"/>
        <source>rolling the dice (掷骰)</source>
        <translation>ダイスを振る (掷骰)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="56"/>
        <source>switching hand cards (换手牌)</source>
        <translation>手札の交換 (换手牌)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="57"/>
        <source>start-of-round effects (结算开始效应)</source>
        <translation>ラウンド開始時の効果 (结算开始效应)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="58"/>
        <source>combat actions (执行各类战斗行动)</source>
        <translation>戦闘行動 (执行各类战斗行动)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="59"/>
        <source>end-of-round effects (结算回合末效应)</source>
        <translation>ラウンド終了時の効果 (结算回合末效应)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="60"/>
        <source>choosing a new active character after a defeat (死亡后切换)</source>
        <translation>撃破後に新しい出戦キャラクターを選ぶ (死亡后切换)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="86"/>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="89"/>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="92"/>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="104"/>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="113"/>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="118"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="91"/>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="98"/>
        <source>%1 hand cards %2</source>
        <translation>%1 手札 %2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="98"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="102"/>
        <source>%1 %2 by %3</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="102"/>
        <source> (plunging)</source>
        <translation> (落下攻撃)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="104"/>
        <source> on %1</source>
        <translation> → %1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="107"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="109"/>
        <source>%1 %2 %3 → %4</source>
        <translation>%1 %2 %3 → %4</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="110"/>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="112"/>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="112"/>
        <source>team of %1</source>
        <translation>%1 の陣営</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="114"/>
        <source>%1 %2 %3</source>
        <translation>%1 %2 %3</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="119"/>
        <source>%1 listener %2</source>
        <translation>%1 リスナー %2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="122"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreesnapshot.cpp" line="35"/>
        <source>queued</source>
        <translation>キュー内</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreesnapshot.cpp" line="36"/>
        <source>saved (interrupt)</source>
        <translation>保存中 (割り込み)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreesnapshot.cpp" line="37"/>
        <source>being processed</source>
        <translation>処理中</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreesnapshot.cpp" line="38"/>
        <source>done</source>
        <translation>完了</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreesnapshot.cpp" line="39"/>
        <source>dropped (interrupt)</source>
        <translation>破棄 (割り込み)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="48"/>
        <source>phase signal</source>
        <translation>フェーズのシグナル</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="47"/>
        <source>scenario queue</source>
        <translation>シナリオのキュー</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreesnapshot.cpp" line="91"/>
        <source>the scenario&apos;s queue</source>
        <translation>シナリオが書いたキュー</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="114"/>
        <source> · listens in hand to %1</source>
        <translation> · 手札で %1 を聞く</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnames.cpp" line="48"/>
        <source>instruction</source>
        <translation>指示</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreesnapshot.cpp" line="87"/>
        <source>No event tree yet: the game is between trees</source>
        <translation>イベントツリーはまだありません: ツリーとツリーの間です</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreesnapshot.cpp" line="92"/>
        <source>the %1 signal</source>
        <translation>%1 シグナル</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreesnapshot.cpp" line="93"/>
        <source>%1&apos;s instruction</source>
        <translation>%1 の指示</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreesnapshot.cpp" line="94"/>
        <source>Tree of %1: %2 events, %3 done, %4 queued</source>
        <translation>%1 のツリー: イベント %2 個、完了 %3、キュー内 %4</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreesnapshot.cpp" line="96"/>
        <source>; processing #%1</source>
        <translation>、#%1 を処理中</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuesnapshot.cpp" line="21"/>
        <source>event = q.pop(0): the head event is taken off the queue</source>
        <translation>event = q.pop(0): 先頭のイベントをキューから取り出す</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuesnapshot.cpp" line="24"/>
        <source>for L in listeners: elist.extend(L.listen(event))</source>
        <translation>for L in listeners: elist.extend(L.listen(event))</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuesnapshot.cpp" line="26"/>
        <source>if event is not over: elist.append(over(event))</source>
        <translation>if event is not over: elist.append(over(event))</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuesnapshot.cpp" line="28"/>
        <source>q = elist + q: the answers go in front of the queue</source>
        <translation>q = elist + q: 応答をキューの先頭に置く</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuesnapshot.cpp" line="30"/>
        <source>interrupt: raise_interrupt(), save_queue(q), break</source>
        <translation>割り込み: raise_interrupt(), save_queue(q), break</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuesnapshot.cpp" line="32"/>
        <source>if recover: q = load_queue()</source>
        <translation>if recover: q = load_queue()</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuesnapshot.cpp" line="34"/>
        <source>stable state: the queue is empty, waiting for an instruction</source>
        <translation>安定状態: キューは空、指示を待っている</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuesnapshot.cpp" line="36"/>
        <source>a new sequence of events enters the queue</source>
        <translation>新しいイベント列がキューに入る</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuesnapshot.cpp" line="38"/>
        <source>the queue is empty: the tree is complete</source>
        <translation>キューが空: ツリーは完成</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuesnapshot.cpp" line="41"/>
        <source>interrupt = execute(event)</source>
        <translation>interrupt = execute(event)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuesnapshot.cpp" line="81"/>
        <source>Being processed</source>
        <translation>処理中</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuesnapshot.cpp" line="81"/>
        <source>The event popped last: its listeners answer, then it is executed</source>
        <translation>最後に取り出したイベント: リスナーが応答し、そのあと実行される</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuesnapshot.cpp" line="84"/>
        <source>Answers so far (elist)</source>
        <translation>これまでの応答 (elist)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuesnapshot.cpp" line="85"/>
        <source>What the listeners answered to it, and its over event: they go in front of the queue</source>
        <translation>リスナーの応答と終了イベント: キューの先頭に置かれる</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuesnapshot.cpp" line="89"/>
        <source>Queue (head first)</source>
        <translation>キュー (先頭から)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuesnapshot.cpp" line="89"/>
        <source>The rest of the queue: popped from the top</source>
        <translation>キューの残り: 上から取り出される</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuesnapshot.cpp" line="97"/>
        <source>Saved queue %1: back in %2 after %3 chooses</source>
        <translation>保存されたキュー %1: %3 が選んだ後 %2 に戻る</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuesnapshot.cpp" line="99"/>
        <source>Saved when #%1 raised the interrupt (004:interrupt/save); restored by recover</source>
        <translation>#%1 が割り込みを起こしたときに保存 (004:interrupt/save)、recover で復帰</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuesnapshot.cpp" line="105"/>
        <source>Phase %1 · %2 queued</source>
        <translation>フェーズ %1 · キュー内 %2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuesnapshot.cpp" line="107"/>
        <source> · %1 saved queue(s): waiting for the DeathSwap choice</source>
        <translation> · 保存されたキュー %1 個: DeathSwap の選択待ち</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuesnapshot.cpp" line="109"/>
        <source> · recover pending</source>
        <translation> · 復帰待ち</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="108"/>
        <source>%1 card</source>
        <translation>%1 カード</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="106"/>
        <source>empty slot</source>
        <translation>空きスロット</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="87"/>
        <source>usage ∞</source>
        <translation>使用回数 ∞</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="87"/>
        <source>usage %1</source>
        <translation>使用回数 %1</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="90"/>
        <source> · used up, no longer listens</source>
        <translation> · 使い切り、もう聞かない</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="97"/>
        <source>listener %1 (uid %2) at %3</source>
        <translation>リスナー %1 (uid %2)、アドレス %3</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="126"/>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="126"/>
        <source>%1, no limit</source>
        <translation>%1、上限なし</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="149"/>
        <source>Characters</source>
        <translation>キャラクターエリア</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="151"/>
        <source>%1 characters</source>
        <translation>キャラクター %1 人</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="153"/>
        <source>weapon</source>
        <translation>武器</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="153"/>
        <source>artifact</source>
        <translation>聖遺物</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="153"/>
        <source>talent</source>
        <translation>天賦</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="167"/>
        <source>HP %1/%2</source>
        <translation>HP %1/%2</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="169"/>
        <source> · active</source>
        <translation> · 出戦中</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="171"/>
        <source> · defeated</source>
        <translation> · 撃破</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="178"/>
        <source>a character is a listener too: it answers its own skills</source>
        <translation>キャラクターもリスナー: 自分のスキルに応答する</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="186"/>
        <source>buff</source>
        <translation>キャラクターステータス</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="205"/>
        <source>Player data</source>
        <translation>プレイヤーデータ</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="207"/>
        <source>round ended</source>
        <translation>ラウンド終了を宣言済み</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="207"/>
        <source>in the round</source>
        <translation>ラウンド中</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="209"/>
        <source>plunging attack next</source>
        <translation>次は落下攻撃</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="211"/>
        <source>a character fell this round</source>
        <translation>このラウンドにキャラクターが倒れた</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="213"/>
        <source>PlayerData History: active character index, ended the round, the next normal attack is a plunging attack, a character fell this round</source>
        <translation>PlayerData の History: 出戦キャラクターの番号、ラウンド終了、次の通常攻撃が落下攻撃か、このラウンドにキャラクターが倒れたか</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="222"/>
        <source>Team buffs</source>
        <translation>陣営ステータス</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="223"/>
        <source>Summons</source>
        <translation>召喚エリア</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="224"/>
        <source>Supports</source>
        <translation>サポートエリア</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="225"/>
        <source>Hand</source>
        <translation>手札</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="232"/>
        <source>Dice pool</source>
        <translation>ダイスプール</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="233"/>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="250"/>
        <source>not addressable</source>
        <translation>アドレス指定不可</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="238"/>
        <source>no dice</source>
        <translation>ダイスなし</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="239"/>
        <source>A vector of counts, one per element id, omni last; unordered, so it cannot be addressed (004:address)</source>
        <translation>元素 id ごとの個数のベクトル (万能が最後)。順序がないのでアドレス指定できない (004:address)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="249"/>
        <source>Pile</source>
        <translation>山札</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="251"/>
        <source>%1 cards, unordered</source>
        <translation>%1 枚、順序なし</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="252"/>
        <source>The pile is completely unordered: a card is drawn at random (004:zone/pile)</source>
        <translation>山札は完全に順序がない: カードはランダムに引かれる (004:zone/pile)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="278"/>
        <source>Round %1 · phase %2 · %3 to act</source>
        <translation>ラウンド %1 · フェーズ %2 · %3 の手番</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonessnapshot.cpp" line="281"/>
        <source> · %1 changed by this event</source>
        <translation> · このイベントで %1 か所変化</translation>
    </message>
</context>
<context>
    <name>EventsNarration</name>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="22"/>
        <source>the game start</source>
        <translation>ゲーム開始</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="23"/>
        <source>the roll phase</source>
        <translation>ダイスフェイズ</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="24"/>
        <source>the hand switch</source>
        <translation>手札の入れ替え</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="25"/>
        <source>the round start</source>
        <translation>ラウンド開始</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="26"/>
        <source>the combat phase</source>
        <translation>行動フェイズ</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="27"/>
        <source>the round end</source>
        <translation>ラウンド終了</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="28"/>
        <source>the death swap</source>
        <translation>撃破後のキャラクター交代</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="29"/>
        <source>an unknown phase</source>
        <translation>不明なフェイズ</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="40"/>
        <source>The game begins: player %1 goes first</source>
        <translation>ゲーム開始: プレイヤー %1 が先攻です</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="41"/>
        <source>The game begins: the first player is drawn at random</source>
        <translation>ゲーム開始: 先攻プレイヤーはランダムに決まります</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="43"/>
        <source>Round %1 begins</source>
        <translation>ラウンド %1 開始</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="45"/>
        <source>The game signals %1 for %2: event #%3 starts its sequence of %4 event(s)</source>
        <translation>ゲームが %2 に %1 を知らせます: イベント #%3 から %4 個のイベントの列が始まります</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="47"/>
        <source>The queue is empty and the game is stable in %1: %2 is asked what to do (%3 legal answer(s))</source>
        <translation>キューが空になり、%1 でゲームが安定しました: %2 に次の行動を尋ねます (合法な回答 %3 個)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="49"/>
        <source>%1 gives instruction %2 of the round</source>
        <translation>%1 がこのラウンドの指示 %2 を出します</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="51"/>
        <source>%1&apos;s instruction is not legal now, so %1 is asked again</source>
        <translation>%1 の指示は今は合法ではないので、もう一度尋ねます</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="53"/>
        <source>Event #%1 of %2 on %3 joins the queue at place %4</source>
        <translation>%2 の %3 へのイベント #%1 がキューの %4 番目に入ります</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="56"/>
        <source>Event #%1 of %2 on %3 is taken from the head of the queue (%4 left): its listeners hear it first</source>
        <translation>%2 の %3 へのイベント #%1 がキューの先頭から取り出されます (残り %4): まずリスナーがそれを聞きます</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="59"/>
        <source>%2 listener(s) will hear event #%1, %3 of them %4&apos;s, in listening order: the event&apos;s player first</source>
        <translation>リスナー %2 個 (うち %4 のもの %3 個) がイベント #%1 を聞きます。順番はイベントのプレイヤーのものが先です</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="61"/>
        <source>%1 hears event #%2 on %3</source>
        <translation>%1 が %3 へのイベント #%2 を聞きます</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="63"/>
        <source>%1 answers event #%3 with event #%2 on %4: answers run before the rest of the queue</source>
        <translation>%1 がイベント #%3 に %4 へのイベント #%2 で応じます: 応答はキューの残りより先に実行されます</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="65"/>
        <source>%1 adds damage to event #%2: from %3 to %4</source>
        <translation>%1 がイベント #%2 のダメージを増やします: %3 から %4 に</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="66"/>
        <source>%1 absorbs damage of event #%2: from %3 to %4</source>
        <translation>%1 がイベント #%2 のダメージを吸収します: %3 から %4 に</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="67"/>
        <source>%1 cancels event #%2</source>
        <translation>%1 がイベント #%2 を打ち消します</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="68"/>
        <source>%1 changes event #%2: from %3 to %4</source>
        <translation>%1 がイベント #%2 を変更します: %3 から %4 に</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="70"/>
        <source>%1 has used up its usages on event #%2 and is removed</source>
        <translation>%1 はイベント #%2 で使用回数を使い切り、取り除かれます</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="72"/>
        <source>Every listener has been asked about event #%1: %2 of %4 heard it and gave %3 answer(s)</source>
        <translation>イベント #%1 について全リスナーに尋ね終えました: %4 個のうち %2 個が聞き、応答は %3 個です</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="74"/>
        <source>Event #%1 of %2 on %3 is executed</source>
        <translation>%2 の %3 へのイベント #%1 が実行されます</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="77"/>
        <source>%1 deals %3 damage to %2: %2 has %4 HP left (event #%5)</source>
        <translation>%1 が %2 に %3 ダメージを与えます: %2 の残り HP は %4 です (イベント #%5)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="79"/>
        <source>%1 is healed by %2: %3 HP now (event #%4)</source>
        <translation>%1 が %2 回復します: HP は %3 になります (イベント #%4)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="81"/>
        <source>%2 of %1 is defeated</source>
        <translation>%1 の %2 が撃破されます</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="82"/>
        <source>%2 of %1, the active character, is defeated: %1 must choose a new one</source>
        <translation>%1 の出戦キャラクター %2 が撃破されます: %1 は新しいキャラクターを選ばなければなりません</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="84"/>
        <source>%1 draws %2: %3 card(s) left in the pile</source>
        <translation>%1 が %2 を引きます: 山札の残りは %3 枚です</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="86"/>
        <source>%1&apos;s hand is full (%3 cards), so %2 is burned</source>
        <translation>%1 の手札がいっぱい (%3 枚) なので、%2 は燃やされます</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="88"/>
        <source>%1&apos;s pile is empty: %2 card(s) cannot be drawn</source>
        <translation>%1 の山札は空です: %2 枚は引けません</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="90"/>
        <source>%1 rolls dice of element %2: %3 of them now</source>
        <translation>%1 が元素 %2 のダイスを振ります: その数は %3 になります</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="92"/>
        <source>%1 pays %3 dice of element %2: %4 left</source>
        <translation>%1 が元素 %2 のダイスを %3 個支払います: 残り %4</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="94"/>
        <source>%1 gains %3 dice of element %2: %4 now</source>
        <translation>%1 が元素 %2 のダイスを %3 個得ます: %4 個になります</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="96"/>
        <source>%1 is placed with %2 and starts listening, with %3 usage(s)</source>
        <translation>%1 が %2 のもとに置かれ、使用回数 %3 で聞き始めます</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="99"/>
        <source>%1 moves to a new address in its zone: its old address no longer finds it</source>
        <translation>%1 がゾーン内の新しいアドレスに移ります: 古いアドレスではもう見つかりません</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="101"/>
        <source>%1 is discarded from %2 and stops listening</source>
        <translation>%1 が %2 から捨てられ、聞くのをやめます</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="102"/>
        <source>%1 is played from %2</source>
        <translation>%1 が %2 からプレイされます</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="103"/>
        <source>%1 is replaced on %2 and stops listening</source>
        <translation>%2 の %1 が置き換えられ、聞くのをやめます</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="104"/>
        <source>%1 is removed with the defeat of %2</source>
        <translation>%2 の撃破とともに %1 が取り除かれます</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="105"/>
        <source>%1 returns from %2</source>
        <translation>%1 が %2 から戻ります</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="106"/>
        <source>%1 is removed from %2</source>
        <translation>%1 が %2 から取り除かれます</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="108"/>
        <source>%1 is already there, so it is refreshed instead: its usages go from %2 to %3</source>
        <translation>%1 はすでにあるので、代わりに更新されます: 使用回数が %2 から %3 になります</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="110"/>
        <source>%1&apos;s zone is full (at most %3), so %2 cannot be placed</source>
        <translation>%1 のゾーンがいっぱい (最大 %3) なので、%2 は置けません</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="112"/>
        <source>%1 replaces %2 in slot %3</source>
        <translation>%1 が %3 番目の %2 と置き換わります</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="114"/>
        <source>%1 switches its active character to %2</source>
        <translation>%1 が出戦キャラクターを %2 に交代します</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="116"/>
        <source>The turn passes to %1</source>
        <translation>手番が %1 に移ります</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="117"/>
        <source>%1 keeps the turn: the opponent has ended the round</source>
        <translation>%1 が手番を続けます: 相手はこのラウンドを終了しています</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="119"/>
        <source>%1 declares the end of its round: player %2 goes first next round</source>
        <translation>%1 がラウンド終了を宣言します: 次のラウンドはプレイヤー %2 が先攻です</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="121"/>
        <source>Event #%1 on %2 has no effect: it was cancelled</source>
        <translation>%2 へのイベント #%1 は効果がありません: 打ち消されました</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="122"/>
        <source>Event #%1 on %2 has no effect: an earlier event is over</source>
        <translation>%2 へのイベント #%1 は効果がありません: 元のイベントが終了しています</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="123"/>
        <source>Event #%1 on %2 has no effect: its target is defeated</source>
        <translation>%2 へのイベント #%1 は効果がありません: 対象は撃破されています</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="124"/>
        <source>Event #%1 on %2 has no effect: nothing is there</source>
        <translation>%2 へのイベント #%1 は効果がありません: そこには何もありません</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="125"/>
        <source>Event #%1 only signals: it changes nothing itself</source>
        <translation>イベント #%1 は合図だけです: それ自体は何も変えません</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="126"/>
        <source>Event #%1 on %2 has no effect: it is already the active character</source>
        <translation>%2 へのイベント #%1 は効果がありません: すでに出戦キャラクターです</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="127"/>
        <source>Event #%1 on %2 has no effect</source>
        <translation>%2 へのイベント #%1 は効果がありません</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="129"/>
        <source>The address of %1 for event #%2 finds %3</source>
        <translation>イベント #%2 での %1 のアドレスは %3 を指します</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="131"/>
        <source>The address of %1 for event #%2 finds nothing: no such player</source>
        <translation>イベント #%2 での %1 のアドレスは何も指しません: そのプレイヤーはいません</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="132"/>
        <source>The address of %1 for event #%2 finds nothing: it cannot be addressed</source>
        <translation>イベント #%2 での %1 のアドレスは何も指しません: アドレス指定できません</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="133"/>
        <source>The address of %1 for event #%2 finds nothing: no such index</source>
        <translation>イベント #%2 での %1 のアドレスは何も指しません: その番号はありません</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="134"/>
        <source>The address of %1 for event #%2 finds nothing: no such subzone</source>
        <translation>イベント #%2 での %1 のアドレスは何も指しません: そのサブゾーンはありません</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="135"/>
        <source>The address of %1 for event #%2 finds nothing: the place is empty</source>
        <translation>イベント #%2 での %1 のアドレスは何も指しません: その場所は空です</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="136"/>
        <source>The address of %1 for event #%2 finds nothing: it is not a character</source>
        <translation>イベント #%2 での %1 のアドレスは何も指しません: キャラクターではありません</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="137"/>
        <source>The address of %1 for event #%2 finds nothing: the character is defeated</source>
        <translation>イベント #%2 での %1 のアドレスは何も指しません: キャラクターは撃破されています</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="138"/>
        <source>The address of %1 for event #%2 finds nothing</source>
        <translation>イベント #%2 での %1 のアドレスは何も指しません</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="140"/>
        <source>Event #%1 is over: the events that came from event #%2 are over with it</source>
        <translation>イベント #%1 は終了します: イベント #%2 から生じたイベントも一緒に終了します</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="142"/>
        <source>The %2 answer(s) to event #%1 go to the head of the queue, before the rest: %3 event(s) queued</source>
        <translation>イベント #%1 への応答 %2 個がキューの先頭、残りより前に入ります: キューには %3 個</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="145"/>
        <source>Event #%3 interrupts %4: %1 must replace the defeated %2 before anything else</source>
        <translation>イベント #%3 が%4を中断します: %1 はほかの何よりも先に撃破された %2 を交代しなければなりません</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="147"/>
        <source>The queue is saved for later: %2 event(s) kept, %3 answer(s) dropped, %4 saved queue(s) now</source>
        <translation>キューを後のために保存します: イベント %2 個を保持、応答 %3 個を破棄、保存中のキューは %4 個です</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="149"/>
        <source>Event #%1 of %2 on %3 is dropped: event #%4 interrupted it</source>
        <translation>%2 の %3 へのイベント #%1 は破棄されます: イベント #%4 が割り込みました</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="151"/>
        <source>The saved queue is recovered: %2 event(s) of %3 resume for %1</source>
        <translation>保存したキューを復元します: %1 の%3のイベント %2 個が再開します</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="153"/>
        <source>The event tree is done: %1 event(s), %2 taken from the queue</source>
        <translation>イベントツリーが完了しました: イベント %1 個、キューから取り出したのは %2 個です</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="155"/>
        <source>The game is over in round %2: %1 wins</source>
        <translation>ラウンド %2 でゲーム終了: %1 の勝利です</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="156"/>
        <source>The game is over in round %2 with no winner</source>
        <translation>ラウンド %2 で勝者なしにゲーム終了です</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="158"/>
        <source>%1 does not hear event #%2: its holder is defeated</source>
        <translation>%1 はイベント #%2 を聞きません: 持ち主が撃破されています</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="159"/>
        <source>%1 does not hear event #%2: its usages are used up</source>
        <translation>%1 はイベント #%2 を聞きません: 使用回数を使い切っています</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="160"/>
        <source>%1 does not hear event #%2: it has %3 usage(s) and needs %4</source>
        <translation>%1 はイベント #%2 を聞きません: 使用回数は %3 で、%4 必要です</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="161"/>
        <source>%1 does not hear event #%2: it listens in another phase</source>
        <translation>%1 はイベント #%2 を聞きません: 別のフェイズで聞くものです</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="162"/>
        <source>%1 does not hear event #%2: it listens to the other player&apos;s events</source>
        <translation>%1 はイベント #%2 を聞きません: もう一方のプレイヤーのイベントを聞くものです</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="163"/>
        <source>%1 does not hear event #%2: the event comes from another source</source>
        <translation>%1 はイベント #%2 を聞きません: イベントの発生源が違います</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="164"/>
        <source>%1 does not hear event #%2: the event has another target</source>
        <translation>%1 はイベント #%2 を聞きません: イベントの対象が違います</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="165"/>
        <source>%1 does not hear event #%2: the element is not the one it wants</source>
        <translation>%1 はイベント #%2 を聞きません: 求める元素ではありません</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="166"/>
        <source>%1 does not hear event #%2: it wants a normal attack</source>
        <translation>%1 はイベント #%2 を聞きません: 通常攻撃を待っています</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="167"/>
        <source>%1 does not hear event #%2: it wants a plunging attack</source>
        <translation>%1 はイベント #%2 を聞きません: 落下攻撃を待っています</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="168"/>
        <source>%1 does not hear event #%2: it is defeated</source>
        <translation>%1 はイベント #%2 を聞きません: 撃破されています</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="169"/>
        <source>%1 does not hear event #%2</source>
        <translation>%1 はイベント #%2 を聞きません</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="97"/>
        <source>%1 is placed with %2 and starts listening, with no limit on its usages</source>
        <translation>%1 が %2 のもとに置かれ、使用回数の制限なしで聞き始めます</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="54"/>
        <source>Event #%1 of %2 joins the queue at place %4</source>
        <translation>%2 のイベント #%1 がキューの %4 番目に入ります</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="57"/>
        <source>Event #%1 of %2 is taken from the head of the queue (%4 left): its listeners hear it first</source>
        <translation>%2 のイベント #%1 がキューの先頭から取り出されます (残り %4): まずリスナーがそれを聞きます</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="75"/>
        <source>Event #%1 of %2 is executed</source>
        <translation>%2 のイベント #%1 が実行されます</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsnarration.cpp" line="143"/>
        <source>Nothing answered event #%1: the queue goes on (%3 event(s) queued)</source>
        <translation>イベント #%1 に応じたものはありません: キューはそのまま進みます (キューに %3 個)</translation>
    </message>
</context>
<context>
    <name>ts::gui::EventTreeDock</name>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreedock.cpp" line="19"/>
        <source>Event Tree</source>
        <translation>イベントツリー</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreedock.cpp" line="42"/>
        <source>being processed</source>
        <translation>処理中</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreedock.cpp" line="43"/>
        <source>made or touched by the event at the cursor</source>
        <translation>カーソルのイベントが作った・触れたもの</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreedock.cpp" line="44"/>
        <source>still queued</source>
        <translation>まだキュー内</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreedock.cpp" line="45"/>
        <source>dropped by an interrupt</source>
        <translation>割り込みで破棄</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreedock.cpp" line="63"/>
        <source>event tree</source>
        <translation>イベントツリー</translation>
    </message>
</context>
<context>
    <name>ts::gui::EventTreeModel</name>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreemodel.cpp" line="51"/>
        <source>, cancelled</source>
        <translation>、キャンセル</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreemodel.cpp" line="58"/>
        <source>answered to #%1 by %2 at %3</source>
        <translation>#%1 への応答、%2 (%3) による</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreemodel.cpp" line="59"/>
        <source>a root: an event of the %1</source>
        <translation>ルート: %1 のイベント</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreemodel.cpp" line="61"/>
        <source>the over event of #%1: appended after its answers (004:queue/over)</source>
        <translation>#%1 の終了イベント: 応答のあとに追加 (004:queue/over)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreemodel.cpp" line="64"/>
        <source>popped as number %1 of this tree</source>
        <translation>このツリーで %1 番目に取り出された</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreemodel.cpp" line="65"/>
        <source>double-click: go to its %1 event</source>
        <translation>ダブルクリック: その %1 イベントへ移動</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreemodel.cpp" line="65"/>
        <source>pop</source>
        <translation>取り出し</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreemodel.cpp" line="65"/>
        <source>creation</source>
        <translation>生成</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreemodel.cpp" line="104"/>
        <source>Event</source>
        <translation>イベント</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreemodel.cpp" line="105"/>
        <source>Answered by</source>
        <translation>応答したリスナー</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreemodel.cpp" line="106"/>
        <source>Address</source>
        <translation>アドレス</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreemodel.cpp" line="107"/>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventtreemodel.cpp" line="108"/>
        <source>Popped</source>
        <translation>取り出し順</translation>
    </message>
</context>
<context>
    <name>ts::gui::EventsUi</name>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsui.cpp" line="32"/>
        <source>Rounds</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsui.cpp" line="32"/>
        <source>R</source>
        <comment>a round&apos;s label on the timeline: R12</comment>
        <translation>R</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsui.cpp" line="32"/>
        <source>Round, or round.instruction (e.g. 3 or 3.2):</source>
        <translation>ラウンド、またはラウンド.指示 (例 3 または 3.2):</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsui.cpp" line="33"/>
        <source>The trace has no round %1</source>
        <translation>トレースにラウンド %1 はありません</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/eventsui.cpp" line="43"/>
        <source>&lt;b&gt;player(&quot;Name&quot;)&lt;/b&gt; a player (&lt;i&gt;active, endedRound, plungingNext, characterFell, dice, summons, hand, …&lt;/i&gt;), &lt;b&gt;character(&quot;Id&quot;)&lt;/b&gt; or &lt;b&gt;character(&quot;Player.Id&quot;)&lt;/b&gt; a character (&lt;i&gt;hp, alive, buffs, weapon, …&lt;/i&gt;), &lt;b&gt;phase()&lt;/b&gt;, &lt;b&gt;round()&lt;/b&gt;, &lt;b&gt;queue()&lt;/b&gt; the queue head first, &lt;b&gt;saved()&lt;/b&gt; the saved queues of an interrupt, &lt;b&gt;current()&lt;/b&gt; the event being processed or null, &lt;b&gt;state&lt;/b&gt; the whole state. E.g. &lt;code&gt;character(&quot;Bob.Keqing&quot;).hp &amp;lt;= 2&lt;/code&gt;, &lt;code&gt;saved().length &amp;gt; 0&lt;/code&gt;, &lt;code&gt;queue().length &amp;gt;= 5&lt;/code&gt;</source>
        <translation>&lt;b&gt;player(&quot;Name&quot;)&lt;/b&gt; プレイヤー (&lt;i&gt;active, endedRound, plungingNext, characterFell, dice, summons, hand, …&lt;/i&gt;)、&lt;b&gt;character(&quot;Id&quot;)&lt;/b&gt; または &lt;b&gt;character(&quot;Player.Id&quot;)&lt;/b&gt; キャラクター (&lt;i&gt;hp, alive, buffs, weapon, …&lt;/i&gt;)、&lt;b&gt;phase()&lt;/b&gt;、&lt;b&gt;round()&lt;/b&gt;、&lt;b&gt;queue()&lt;/b&gt; 先頭からのキュー、&lt;b&gt;saved()&lt;/b&gt; 割り込みで保存されたキュー、&lt;b&gt;current()&lt;/b&gt; 処理中のイベント (なければ null)、&lt;b&gt;state&lt;/b&gt; 状態全体。例: &lt;code&gt;character(&quot;Bob.Keqing&quot;).hp &amp;lt;= 2&lt;/code&gt;、&lt;code&gt;saved().length &amp;gt; 0&lt;/code&gt;、&lt;code&gt;queue().length &amp;gt;= 5&lt;/code&gt;</translation>
    </message>
</context>
<context>
    <name>ts::gui::QueueDock</name>
    <message>
        <location filename="../../../widgets/rulesets/events/queuedock.cpp" line="20"/>
        <source>Queue</source>
        <translation>キュー</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuedock.cpp" line="30"/>
        <source>The line of the seed&apos;s event loop that the event at the cursor carries out</source>
        <translation>カーソルのイベントが実行しているシードのイベントループの行</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuedock.cpp" line="47"/>
        <source>being processed</source>
        <translation>処理中</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuedock.cpp" line="48"/>
        <source>made or popped by the event at the cursor</source>
        <translation>カーソルのイベントが作った・取り出したもの</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuedock.cpp" line="49"/>
        <source>saved by an interrupt</source>
        <translation>割り込みで保存</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuedock.cpp" line="71"/>
        <source>queue</source>
        <translation>キュー</translation>
    </message>
</context>
<context>
    <name>ts::gui::QueueModel</name>
    <message>
        <location filename="../../../widgets/rulesets/events/queuemodel.cpp" line="51"/>
        <source>%1 — empty</source>
        <translation>%1 — 空</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuemodel.cpp" line="81"/>
        <source>#%1 %2, made by %3</source>
        <translation>#%1 %2 (%3 が作成)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuemodel.cpp" line="96"/>
        <source>Event</source>
        <translation>イベント</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuemodel.cpp" line="97"/>
        <source>Made by</source>
        <translation>作成元</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/queuemodel.cpp" line="98"/>
        <source>Node</source>
        <translation>ノード</translation>
    </message>
</context>
<context>
    <name>ts::gui::ZonesDock</name>
    <message>
        <location filename="../../../widgets/rulesets/events/zonesdock.cpp" line="21"/>
        <source>Zones</source>
        <translation>ゾーン</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonesdock.cpp" line="47"/>
        <source>a listener</source>
        <translation>リスナー</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonesdock.cpp" line="48"/>
        <source>not listening (used up, defeated)</source>
        <translation>聞いていない (使い切り・撃破)</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonesdock.cpp" line="49"/>
        <source>hears the event at the cursor</source>
        <translation>カーソルのイベントを聞いている</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonesdock.cpp" line="50"/>
        <source>changed by the event at the cursor</source>
        <translation>カーソルのイベントで変化</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonesdock.cpp" line="93"/>
        <source>zones panel</source>
        <translation>ゾーンパネル</translation>
    </message>
</context>
<context>
    <name>ts::gui::ZonesModel</name>
    <message>
        <location filename="../../../widgets/rulesets/events/zonesmodel.cpp" line="106"/>
        <source>Zone / listener</source>
        <translation>ゾーン / リスナー</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonesmodel.cpp" line="107"/>
        <source>Address</source>
        <translation>アドレス</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/events/zonesmodel.cpp" line="108"/>
        <source>Detail</source>
        <translation>詳細</translation>
    </message>
</context>
</TS>
