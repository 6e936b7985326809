<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>RoguelikeNarration</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energynarration.cpp" line="+18"/>
        <source>walk %1</source>
        <translation>%1へ歩く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attack %1</source>
        <translation>%1を攻撃する</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>open the door %1</source>
        <translation>%1の扉を開ける</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rest %1 turn(s)</source>
        <translation>%1 ターン休む</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>change its speed by %1</source>
        <translation>速度を %1 変える</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>action #%1</source>
        <translation>行動 #%1</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Turn %1 begins: the %2 actor(s) of the queue are visited in order</source>
        <translation>ターン %1 開始: キューの %2 体の actor を順に訪問します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Visit %1 of turn %2: %3 is the current actor, with %4 energy</source>
        <translation>ターン %2 の訪問 %1: 現在の actor は %3 で、エネルギーは %4 です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no action queued, so its %2 brain decides: it queues %3 action(s)</source>
        <translation>%1 のキューに行動がないので %2 ブレインが決めます: 行動を %3 件キューに入れます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s brain queues &apos;%2&apos; at place %3</source>
        <translation>%1 のブレインが「%2」をキューの %3 番目に入れます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player&apos;s input &apos;%2&apos; is queued for %1 at place %3</source>
        <translation>プレイヤーの入力「%2」が %1 のキューの %3 番目に入ります</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 waits for the player&apos;s input: the game loop returns and the queue does not move on</source>
        <translation>%1 はプレイヤーの入力を待ちます: ゲームループは戻り、キューは進みません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cannot take that input, so the player is asked again</source>
        <translation>%1 はその入力を受け付けられないので、プレイヤーにもう一度尋ねます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s %2 brain queues nothing: the game loop returns without moving on, and the game stalls</source>
        <translation>%1 の %2 ブレインは何もキューに入れません: ゲームループは進まずに戻り、ゲームは止まります</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 gains %2 energy for its speed %3 (%4 table): it has %5</source>
        <translation>%1 は速度 %3 によりエネルギーを %2 得ます (%4 テーブル): 合計 %5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has %2 energy, at least the %3 an action costs: it acts</source>
        <translation>%1 のエネルギーは %2 で、行動コスト %3 以上なので行動します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has %2 energy, less than the %3 an action costs: it waits</source>
        <translation>%1 のエネルギーは %2 で、行動コスト %3 に足りないので待ちます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 performs its queued action: %2</source>
        <translation>%1 がキューの行動を実行します: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 performs the alternative: %2</source>
        <translation>%1 が代替行動を実行します: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s action succeeds and is done</source>
        <translation>%1 の行動は成功し、完了します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s action fails and offers no alternative</source>
        <translation>%1 の行動は失敗し、代替行動もありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s action cannot be done as it is, and offers an alternative: %2</source>
        <translation>%1 の行動はそのままでは実行できず、代替行動を示します: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s action succeeds but is not done yet</source>
        <translation>%1 の行動は成功しましたが、まだ完了していません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s action succeeded, so it spends %2 energy: %3 left</source>
        <translation>%1 の行動は成功したので、エネルギーを %2 消費します: 残り %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s action failed, so it spends no energy: a failed action costs no turn (%3 energy)</source>
        <translation>%1 の行動は失敗したので、エネルギーは消費しません: 失敗した行動で手番は失われません (エネルギー %3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%2&apos; is not done: it stays at the head of %1&apos;s queue</source>
        <translation>「%2」は完了していません: %1 のキューの先頭に残ります</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%2&apos; is done and leaves %1&apos;s queue (%3 left)</source>
        <translation>「%2」は完了し、%1 のキューから外れます (残り %3 件)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%2&apos; is done and goes to the back of %1&apos;s queue (%3 in it)</source>
        <translation>「%2」は完了し、%1 のキューの最後尾に回ります (キューに %3 件)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The actor queue moves on: %2 is next</source>
        <translation>actor キューが進みます: 次は %2 です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The actor queue moves on: every actor has had its visit, so the turn is over and %2 is next</source>
        <translation>actor キューが進みます: 全員の訪問が済んだのでターンが終わり、次は %2 です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cannot walk %2 to (%3, %4): a wall is there</source>
        <translation>%1 は%2の (%3, %4) へ歩けません: 壁があります</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot walk %2 to (%3, %4): a wall corner is in the way</source>
        <translation>%1 は%2の (%3, %4) へ歩けません: 壁の角がじゃまをしています</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot walk %2 to (%3, %4): it is off the map</source>
        <translation>%1 は%2の (%3, %4) へ歩けません: マップの外です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot walk %2 to (%3, %4)</source>
        <translation>%1 は%2の (%3, %4) へ歩けません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 opens %2 at (%3, %4)</source>
        <translation>%1 が (%3, %4) の %2 を開けます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 finds no closed door %2 of it, at (%3, %4)</source>
        <translation>%1 の%2の (%3, %4) には閉じた扉がありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 attacks %2, but nobody is at (%3, %4)</source>
        <translation>%1 は%2を攻撃しますが、(%3, %4) には誰もいません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 rests: turn %2 of %3</source>
        <translation>%1 は休みます: %3 ターン中の %2 ターン目</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s speed changes from %2 to %3: it now gains %4 energy a visit (%5 table)</source>
        <translation>%1 の速度が %2 から %3 に変わります: これからは訪問ごとにエネルギーを %4 得ます (%5 テーブル)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 leaves the actor queue: %2 actor(s) left</source>
        <translation>%1 が actor キューから外れます: 残りは %2 体です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 does not %2 yet: it has %3 energy and needs %4, %5 more, so it waits</source>
        <translation>%1 はまだ「%2」をしません: エネルギーは %3 で、%4 必要です。あと %5 足りないので待ちます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 waits</source>
        <translation>%1 は待ちます</translation>
    </message>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/roguelikenarration.cpp" line="+21"/>
        <source>slow</source>
        <translation>鈍足</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>north</source>
        <translation>北</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>north-east</source>
        <translation>北東</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>east</source>
        <translation>東</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>south-east</source>
        <translation>南東</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>south</source>
        <translation>南</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>south-west</source>
        <translation>南西</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>west</source>
        <translation>西</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>north-west</source>
        <translation>北西</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the weapon</source>
        <translation>武器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the arrows</source>
        <translation>矢</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>do nothing</source>
        <translation>何もしない</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>move</source>
        <translation>移動する</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attack</source>
        <translation>攻撃する</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wait</source>
        <translation>待機する</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>drink speed grass</source>
        <translation>速度草を飲む</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wave a staff</source>
        <translation>杖を振る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>equip an item</source>
        <translation>アイテムを装備する</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>throw an item</source>
        <translation>アイテムを投げる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>control another unit</source>
        <translation>他のユニットを操る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>act as its AI chooses</source>
        <translation>AI の選んだ行動をする</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an unknown action</source>
        <translation>不明な行動をする</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an unknown direction</source>
        <translation>不明な方向</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>Turn %1 begins: the Run table is built anew and every unit receives its action tokens</source>
        <translation>ターン %1 開始: Run テーブルが作り直され、全ユニットが行動トークンを受け取ります</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Run table has %1 Run(s), as many as the fastest unit&apos;s speed (slow counts as x1), and %2 row(s): Player units first, then Friends, then Enemies</source>
        <translation>Run テーブルは Run が %1 個 (最も速いユニットの速度の数。鈍足は x1 と数える)、行が %2 行です: Player のユニット、Friend、Enemy の順に並びます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2) gets a row with actions in Run(s) %3: a Player unit of speed k acts in Runs 1 to k, an AI unit of speed x1 in the last Run</source>
        <translation>%1 (%2) の行は Run %3 に行動を持ちます: 速度 k の Player のユニットは Run 1〜k で、速度 x1 の AI ユニットは最後の Run で行動します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No Player unit acts in Run %2, so %1&apos;s action there moves into Run %3, which now holds %4 action(s) back to back</source>
        <translation>Run %2 では Player のユニットが行動しないため、%1 のそこでの行動は Run %3 に移り、Run %3 では %4 回続けて行動します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 receives %2 action token(s) for its speed and now holds %3</source>
        <translation>%1 は速度に応じて行動トークンを %2 個受け取り、所持数は %3 になります</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 receives %2 action token(s) for its speed, less a debt of %3 from being controlled, and now holds %4</source>
        <translation>%1 は速度に応じて行動トークンを %2 個受け取りますが、操られたことによる借金 %3 が差し引かれ、所持数は %4 になります</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run %1 begins: first the Player units&apos; manual actions, then the AI units&apos; minor actions, then their major actions</source>
        <translation>Run %1 開始: まず Player のユニットのマニュアル行動、次に AI ユニットのマイナーアクション、最後にメジャーアクションです</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run %1, step 1: the Player units take their manual actions, in row order</source>
        <translation>Run %1 の手順 1: Player のユニットが行の順にマニュアル行動をします</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run %1, step 2: each AI unit that has not acted yet may take a minor action (a move), in row order</source>
        <translation>Run %1 の手順 2: まだ行動していない AI ユニットが行の順にマイナーアクション (移動) をすることがあります</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run %1, step 3: each AI unit that has not acted yet takes its major action, in row order</source>
        <translation>Run %1 の手順 3: まだ行動していない AI ユニットが行の順にメジャーアクションをします</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s slot in Run %2 is skipped: it holds %3 action token(s) and needs 1</source>
        <translation>%1 の Run %2 の枠は飛ばされます: 行動トークンが %3 個しかなく、1 個必要です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s slot in Run %2 is skipped: the unit is dead</source>
        <translation>%1 の Run %2 の枠は飛ばされます: そのユニットは倒れています</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 moves %2 to (%3, %4)</source>
        <translation>%1 は%2へ移動し (%3, %4) に来ます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 attacks %2 for %3 damage: %2 has %4 HP left</source>
        <translation>%1 が %2 を攻撃し %3 ダメージ: %2 の残り HP は %4 です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 attacks %2 a second time in the same action, for %3 damage: %2 has %4 HP left</source>
        <translation>%1 は同じ行動の中で %2 を 2 回目に攻撃し %3 ダメージ: %2 の残り HP は %4 です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 waits: waiting is an action too</source>
        <translation>%1 は待機します: 待機も 1 回の行動です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 drinks speed grass: it is now %2 and gains a token, so a row &apos;%1 %2&apos; is added to Run %3 after the last %2 row still to act (row %4)</source>
        <translation>%1 が速度草を飲みます: %2 になってトークンを 1 個得るので、Run %3 のまだ行動していない最後の %2 の行の後ろに行「%1 %2」が追加されます (%4 行目)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 drinks speed grass: it is now %2 and gains a token, so a row &apos;%1 %2&apos; is added to Run %3 right after the acting row (row %4), as no %2 row is still to act</source>
        <translation>%1 が速度草を飲みます: %2 になってトークンを 1 個得ます。まだ行動していない %2 の行がないので、Run %3 の行動中の行のすぐ後ろに行「%1 %2」が追加されます (%4 行目)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 drinks speed grass: it is now %2 and gains a token (%3 now)</source>
        <translation>%1 が速度草を飲みます: %2 になってトークンを 1 個得ます (所持数 %3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 drinks speed grass, but it is already %2, the fastest: nothing changes</source>
        <translation>%1 が速度草を飲みますが、すでに最速の %2 なので何も変わりません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 drinks speed grass</source>
        <translation>%1 が速度草を飲みます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 waves the haste staff at %2: %2 is now %3 and gains a token, so a row &apos;%2 %3&apos; is added to Run %4 after the last %3 row still to act (row %5)</source>
        <translation>%1 が %2 に加速の杖を振ります: %2 は %3 になってトークンを 1 個得るので、Run %4 のまだ行動していない最後の %3 の行の後ろに行「%2 %3」が追加されます (%5 行目)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 waves the haste staff at %2: %2 is now %3 and gains a token, so a row &apos;%2 %3&apos; is added to Run %4 right after the acting row (row %5), as no %3 row is still to act</source>
        <translation>%1 が %2 に加速の杖を振ります: %2 は %3 になってトークンを 1 個得ます。まだ行動していない %3 の行がないので、Run %4 の行動中の行のすぐ後ろに行「%2 %3」が追加されます (%5 行目)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 waves the haste staff at %2: %2 is now %3 and gains a token (%4 now)</source>
        <translation>%1 が %2 に加速の杖を振ります: %2 は %3 になってトークンを 1 個得ます (所持数 %4)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 waves the haste staff at %2, but %2 is already %3, the fastest: nothing changes</source>
        <translation>%1 が %2 に加速の杖を振りますが、%2 はすでに最速の %3 なので何も変わりません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 waves the slow staff at %2: %2 is now %3 and loses a token (%4 left)</source>
        <translation>%1 が %2 に鈍足の杖を振ります: %2 は %3 になってトークンを 1 個失います (残り %4)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 waves the haste staff at %2</source>
        <translation>%1 が %2 に加速の杖を振ります</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 waves the slow staff at %2</source>
        <translation>%1 が %2 に鈍足の杖を振ります</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 equips %2 from the menu, which uses up its action</source>
        <translation>%1 がメニューから%2を装備します。これで行動を 1 回使います</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 equips %2 from the menu, which does not use up its action</source>
        <translation>%1 がメニューから%2を装備します。これは行動を消費しません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%2 is forced on %1, which uses up its action</source>
        <translation>%1 に%2が強制的に装備されます。これで行動を 1 回使います</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%2 is forced on %1, which does not use up its action: only the scheduler spends tokens</source>
        <translation>%1 に%2が強制的に装備されます。これは行動を消費しません: トークンを消費するのはスケジューラだけです</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 throws %3 at %2, forcing it on %2</source>
        <translation>%1 が %2 に%3を投げ、%2 に強制的に装備させます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 controls %2 and makes it %3: a controlled action always costs %2 a token, even into debt</source>
        <translation>%1 が %2 を操り、「%3」をさせます: 操られた行動は必ず %2 のトークンを 1 個消費し、借金になることもあります</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 speeds up from %2 to %3 and gains a token: it holds %4</source>
        <translation>%1 の速度が %2 から %3 に上がり、トークンを 1 個得ます: 所持数 %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slows down from %2 to %3 and loses a token: it holds %4</source>
        <translation>%1 の速度が %2 から %3 に下がり、トークンを 1 個失います: 所持数 %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A row &apos;%1 %2&apos; is added to Run %3 after the last %2 row still to act, as row %4</source>
        <translation>Run %3 のまだ行動していない最後の %2 の行の後ろに、行「%1 %2」が %4 行目として追加されます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A row &apos;%1 %2&apos; is added to Run %3 right after the acting row, as row %4: no %2 row is still to act</source>
        <translation>Run %3 の行動中の行のすぐ後ろに、行「%1 %2」が %4 行目として追加されます: まだ行動していない %2 の行はありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 spends an action token for its action: %2 left</source>
        <translation>%1 は行動のためにトークンを 1 個消費します: 残り %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 spends an action token for its action: %2 left, a debt</source>
        <translation>%1 は行動のためにトークンを 1 個消費します: 残り %2 で借金です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was controlled, so its action costs a token whatever it was: %2 left</source>
        <translation>%1 は操られていたので、行動の種類にかかわらずトークンを 1 個消費します: 残り %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was controlled, so its action costs a token whatever it was: %2 left, a debt taken from next turn&apos;s tokens</source>
        <translation>%1 は操られていたので、行動の種類にかかわらずトークンを 1 個消費します: 残り %2 の借金は次のターンのトークンから差し引かれます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 tries to %3, but the way is blocked: no token is spent</source>
        <translation>%1 の行動「%3」は失敗します: 道がふさがっています。トークンは消費しません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 tries to %3, but %2 is not adjacent: no token is spent</source>
        <translation>%1 の行動「%3」は失敗します: %2 が隣にいません。トークンは消費しません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 tries to %3, but %2 is gone: no token is spent</source>
        <translation>%1 の行動「%3」は失敗します: %2 はもういません。トークンは消費しません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 tries to %3, but has no attacks left this turn: no token is spent</source>
        <translation>%1 の行動「%3」は失敗します: このターンの攻撃回数が残っていません。トークンは消費しません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 tries to %3 and fails: no token is spent</source>
        <translation>%1 の行動「%3」は失敗します: トークンは消費しません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is defeated by %2 and leaves the map</source>
        <translation>%1 は %2 に倒され、マップから消えます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn %1 ends</source>
        <translation>ターン %1 終了</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 may attack %2 time(s) this turn: attacks are counted apart from actions</source>
        <translation>%1 はこのターン %2 回攻撃できます: 攻撃回数は行動回数とは別に数えます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 takes no minor action: what it wants to do is not a move, so it keeps it for the major step</source>
        <translation>%1 はマイナーアクションをしません: したい行動が移動ではないので、メジャーアクションの手順まで取っておきます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes no minor action: no step brings it closer to an opponent</source>
        <translation>%1 はマイナーアクションをしません: どの一歩も相手に近づけません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 issues %3 attack commands at %2 within one action: attacks are not actions</source>
        <translation>%1 は 1 回の行動の中で %2 に攻撃コマンドを %3 回出します: 攻撃は行動ではありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is already %2, the fastest speed: its speed does not change</source>
        <translation>%1 はすでに最速の %2 なので、速度は変わりません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s %4 action(s) in Run %2 stay there instead of moving into Run %3: the Player unit %5 acts in Run %2</source>
        <translation>%1 の Run %2 の行動 %4 回は Run %3 に移らずそのまま残ります: Player のユニット %5 が Run %2 で行動するからです</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 does not attack: its nearest opponent %2 is %3 cells away, and an attack needs it adjacent</source>
        <translation>%1 は攻撃しません: 最も近い相手 %2 は %3 マス離れており、攻撃には隣にいる必要があります</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 does not attack: its nearest opponent %2 is diagonal across a wall corner</source>
        <translation>%1 は攻撃しません: 最も近い相手 %2 は壁の角を挟んだ斜めにいます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 does not attack %2: it has used its %4 attack(s) of this turn</source>
        <translation>%1 は %2 を攻撃しません: このターンの攻撃 %4 回を使い切っています</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 does not attack: no opponent is left on the map</source>
        <translation>%1 は攻撃しません: マップに相手が残っていません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 does not attack</source>
        <translation>%1 は攻撃しません</translation>
    </message>
</context>
<context>
    <name>ts::gui::ActionQueueDock</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/actionqueuedock.cpp" line="+17"/>
        <source>Action Queues</source>
        <translation>行動キュー</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Alternative chain: no action performed yet</source>
        <translation>代替行動の連鎖: まだ実行された行動はありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Alternative chain of %1&apos;s last action (the last row decides)</source>
        <translation>%1 の最後の行動の代替行動の連鎖 (最後の行が結果を決める)</translation>
    </message>
</context>
<context>
    <name>ts::gui::ActionQueueModel</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/actionqueuemodel.cpp" line="+63"/>
        <source>defeated</source>
        <translation>倒された</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 brain · nothing queued</source>
        <translation>%1 ブレイン · キューは空</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 brain · 1 action</source>
        <translation>%1 ブレイン · 行動 1 件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 brain · %2 actions</source>
        <translation>%1 ブレイン · 行動 %2 件</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Its brain is asked for actions when its turn comes with an empty queue</source>
        <translation>キューが空のまま順番が来たときにブレインに次の行動を問い合わせます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its brain is not asked while actions are queued</source>
        <translation>キューに行動がある間はブレインに問い合わせません</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>waits</source>
        <translation>待機</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>head: %1 of %2 turns done</source>
        <translation>先頭: %2 ターン中 %1 ターン完了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>head: performed on the next act</source>
        <translation>先頭: 次に行動するとき実行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The current action: performed when the actor has the energy; it leaves the queue when done</source>
        <translation>現在の行動: actor に十分な energy があるとき実行され、完了するとキューから外れます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queued behind the head</source>
        <translation>先頭の後ろで待機中</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Actor / queued action</source>
        <translation>actor / キューの行動</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>State</source>
        <translation>状態</translation>
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
        <translation>失敗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>done</source>
        <translation>完了</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not done</source>
        <translation>未完了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yes: the next row</source>
        <translation>あり: 次の行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The last result of the chain: the loop spends energy only if it succeeded, and moves the action queue on only if it is done</source>
        <translation>連鎖の最後の結果: 成功したときだけ energy を消費し、完了したときだけ行動キューを進めます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This action returned an alternative, which was performed instead</source>
        <translation>この行動は代替行動を返し、代わりにそれが実行されました</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Action</source>
        <translation>行動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Concerns</source>
        <translation>対象</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Succeeded</source>
        <translation>成功</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>完了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alternative</source>
        <translation>代替行動</translation>
    </message>
</context>
<context>
    <name>ts::gui::EnergyDock</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energydock.cpp" line="+16"/>
        <source>Energy</source>
        <translation>エネルギー</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>The bar is the energy on a scale of twice the action cost; the line is the cost: an actor with an action acts when its energy is at least that much after its gain. The pale part is the next visit&apos;s gain. ▶ current actor, → predicted to act next.</source>
        <translation>バーは行動コストの 2 倍までの目盛りで energy を示し、線はコストです: 行動を持つ actor は、energy を得た後にこの値以上あれば行動します。薄い部分は次の訪問で得る energy です。▶ 現在の actor、→ 次に行動すると予測される actor。</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Before the first visit</source>
        <translation>最初の訪問の前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn %1 is over (World.update #%2)</source>
        <translation>ターン %1 終了 (World.update #%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn %1 · visit %2 (World.update #%3)</source>
        <translation>ターン %1 · 訪問 %2 (World.update #%3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 waits for input</source>
        <translation>%1 は入力待ち</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>current: %1</source>
        <translation>現在: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>next to act: %1, on the next visit</source>
        <translation>次に行動: %1 (次の訪問)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>next to act: %1, in %2 visits</source>
        <translation>次に行動: %1 (%2 訪問後)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 table, cost %2</source>
        <translation>%1 テーブル、コスト %2</translation>
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
        <translation>倒された</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>current</source>
        <translation>現在</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>in %1</source>
        <translation>あと %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2</source>
        <translation>%2 中 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (%2 brain): energy %3, +%4 per visit at speed %5 (%6 table); it acts when its energy is at least %7</source>
        <translation>%1 (%2 ブレイン): energy %3、スピード %5 で訪問ごとに +%4 (%6 テーブル)。energy が %7 以上のとき行動します</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Predicted to act next, in %1 visit(s), if everyone keeps an action</source>
        <translation>全員が行動を持ち続けるなら、%1 訪問後に次に行動すると予測されます</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The current actor of the actor queue</source>
        <translation>actor キューの現在の actor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Predicted to act next</source>
        <translation>次に行動すると予測</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The actors in the order of the actor queue</source>
        <translation>actor キューの順に並んだ actor</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Actor</source>
        <translation>アクター</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Energy against the action cost: it acts when the bar reaches the line</source>
        <translation>行動コストに対する energy: バーが線に届くと行動します</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Energy</source>
        <translation>エネルギー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Energy gained on each visit with an action (from the speed)</source>
        <translation>行動を持つ訪問ごとに得る energy (スピードから)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Gain/visit</source>
        <translation>獲得/訪問</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed</source>
        <translation>スピード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The place in the actor queue: visits until its turn comes</source>
        <translation>actor キューでの位置: 順番が来るまでの訪問数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Queue</source>
        <translation>キュー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Actions taken (energy spent) of the visits so far</source>
        <translation>これまでの訪問のうち行動した回数 (energy を消費)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Acted</source>
        <translation>行動</translation>
    </message>
</context>
<context>
    <name>ts::gui::EnergySnapshot</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/energysnapshot.cpp" line="+25"/>
        <source>walk %1</source>
        <translation>%1 へ歩く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attack %1</source>
        <translation>%1 を攻撃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>open the door %1</source>
        <translation>%1 の扉を開ける</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rest 1 turn</source>
        <translation>1 ターン休む</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rest %1 turns</source>
        <translation>%1 ターン休む</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>change speed by %1</source>
        <translation>スピードを %1 変える</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>action #%1</source>
        <translation>行動 #%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>player (input)</source>
        <translation>プレイヤー (入力)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chase</source>
        <translation>追跡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wander</source>
        <translation>徘徊</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep distance</source>
        <translation>距離を保つ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>script</source>
        <translation>スクリプト</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The energy panels belong to energy games (&quot;scheduler&quot;: &quot;energy&quot;)</source>
        <translation>energy パネルは energy のゲーム (&quot;scheduler&quot;: &quot;energy&quot;) 用です</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No session</source>
        <translation>セッションなし</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>door (%1,%2)</source>
        <translation>扉 (%1,%2)</translation>
    </message>
</context>
<context>
    <name>ts::gui::MapDock</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/mapdock.cpp" line="+19"/>
        <source>Map</source>
        <translation>マップ</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Fit</source>
        <translation>全体</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the whole map</source>
        <translation>マップ全体を表示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom out (Ctrl+wheel)</source>
        <translation>縮小 (Ctrl+ホイール)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom in (Ctrl+wheel)</source>
        <translation>拡大 (Ctrl+ホイール)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a unit to show its events in the event log</source>
        <translation>ユニットをクリックするとイベントログにそのイベントを表示します</translation>
    </message>
</context>
<context>
    <name>ts::gui::MapSnapshot</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/mapsnapshot.cpp" line="+131"/>
        <source>The map belongs to the roguelike ruleset</source>
        <translation>マップは roguelike ルールセット用です</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No session</source>
        <translation>セッションなし</translation>
    </message>
</context>
<context>
    <name>ts::gui::MapWidget</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/mapwidget.cpp" line="+195"/>
        <source>%1 at (%2, %3), HP %4</source>
        <translation>%1 (%2, %3)、HP %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>defeated</source>
        <translation>倒された</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click: show its events in the event log</source>
        <translation>クリック: イベントログにそのイベントを表示</translation>
    </message>
</context>
<context>
    <name>ts::gui::RoguelikeUi</name>
    <message>
        <location filename="../../../widgets/rulesets/roguelike/roguelikeui.cpp" line="+44"/>
        <location line="+8"/>
        <source>Turns</source>
        <translation>ターン</translation>
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
        <translation>ターン、またはターン.Run (例: 3 または 3.2):</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+9"/>
        <source>The trace has no turn %1</source>
        <translation>トレースにターン %1 はありません</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Turn, or turn.visit (e.g. 3 or 3.2; a turn is one rotation of the actor queue):</source>
        <translation>ターン、またはターン.訪問 (例: 3 または 3.2。ターンは actor キューの一巡):</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;b&gt;unit(&quot;Name&quot;)&lt;/b&gt; a unit (&lt;i&gt;hp, tokens, speed, x, y, alive, …&lt;/i&gt;; unit(n): the n-th), &lt;b&gt;turn()&lt;/b&gt;, &lt;b&gt;run()&lt;/b&gt; (1-based), &lt;b&gt;state&lt;/b&gt; the whole state. E.g. &lt;code&gt;unit(&quot;Enemy1&quot;).tokens &amp;lt; 0&lt;/code&gt;, &lt;code&gt;turn() &amp;gt;= 2 &amp;amp;&amp;amp; run() == 1&lt;/code&gt;. Energy games: &lt;b&gt;visit()&lt;/b&gt; (World.update calls so far), &lt;b&gt;actor()&lt;/b&gt; the current actor&apos;s name, &lt;b&gt;energy(&quot;Name&quot;)&lt;/b&gt;; units have &lt;i&gt;energy, gain, speed, actions, acted, visits&lt;/i&gt;. E.g. &lt;code&gt;energy(&quot;Orc&quot;) &amp;gt;= 100 &amp;amp;&amp;amp; actor() == &quot;Orc&quot;&lt;/code&gt;</source>
        <translation>&lt;b&gt;unit(&quot;Name&quot;)&lt;/b&gt; ユニット (&lt;i&gt;hp, tokens, speed, x, y, alive, …&lt;/i&gt;。unit(n): n 番目)、&lt;b&gt;turn()&lt;/b&gt;、&lt;b&gt;run()&lt;/b&gt; (1 から)、&lt;b&gt;state&lt;/b&gt; 状態全体。例: &lt;code&gt;unit(&quot;Enemy1&quot;).tokens &amp;lt; 0&lt;/code&gt;、&lt;code&gt;turn() &amp;gt;= 2 &amp;amp;&amp;amp; run() == 1&lt;/code&gt;。energy のゲーム: &lt;b&gt;visit()&lt;/b&gt; (これまでの World.update の回数)、&lt;b&gt;actor()&lt;/b&gt; 現在の actor の名前、&lt;b&gt;energy(&quot;Name&quot;)&lt;/b&gt;。ユニットには &lt;i&gt;energy, gain, speed, actions, acted, visits&lt;/i&gt; があります。例: &lt;code&gt;energy(&quot;Orc&quot;) &amp;gt;= 100 &amp;amp;&amp;amp; actor() == &quot;Orc&quot;&lt;/code&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;unit(&quot;Name&quot;)&lt;/b&gt; a unit (&lt;i&gt;hp, tokens, speed, x, y, alive, …&lt;/i&gt;; unit(n): the n-th), &lt;b&gt;turn()&lt;/b&gt;, &lt;b&gt;run()&lt;/b&gt; (1-based), &lt;b&gt;state&lt;/b&gt; the whole state. E.g. &lt;code&gt;unit(&quot;Enemy1&quot;).tokens &amp;lt; 0&lt;/code&gt;, &lt;code&gt;turn() &amp;gt;= 2 &amp;amp;&amp;amp; run() == 1&lt;/code&gt;</source>
        <translation type="vanished">&lt;b&gt;unit(&quot;名前&quot;)&lt;/b&gt; ユニット(&lt;i&gt;hp, tokens, speed, x, y, alive, …&lt;/i&gt;。unit(n): n 番目)、&lt;b&gt;turn()&lt;/b&gt;、&lt;b&gt;run()&lt;/b&gt;(1 から)、&lt;b&gt;state&lt;/b&gt; 状態全体。例: &lt;code&gt;unit(&quot;Enemy1&quot;).tokens &amp;lt; 0&lt;/code&gt;、&lt;code&gt;turn() &amp;gt;= 2 &amp;amp;&amp;amp; run() == 1&lt;/code&gt;</translation>
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
        <location filename="../../../widgets/rulesets/roguelike/runtabledock.cpp" line="+43"/>
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
        <location line="+89"/>
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
        <location filename="../../../widgets/rulesets/roguelike/runtablemodel.cpp" line="+28"/>
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
        <location line="+429"/>
        <source>Run %1</source>
        <translation>Run %1</translation>
    </message>
    <message>
        <location line="-428"/>
        <source>Runs %1–%2</source>
        <translation>Run %1–%2</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>No session</source>
        <translation>セッションなし</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Run table belongs to the roguelike ruleset</source>
        <translation>Run テーブルは roguelike ルールセット用です</translation>
    </message>
    <message>
        <location line="+136"/>
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
