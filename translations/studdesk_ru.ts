<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
    <context>
        <name>AidsPage</name>
        <message>
            <location filename="../studdesk/ui/dialogs/aids_page.py" />
            <source>Off</source>
            <translation>Выключена</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/aids_page.py" />
            <source>After every hand with folded up cards</source>
            <translation>После каждой раздачи со сброшенными открытыми картами</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/aids_page.py" />
            <source>Now and then, on your turn</source>
            <translation>Время от времени, в ваш ход</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/aids_page.py" />
            <source>What a strong stud player sees and thinks, beside the table. The equity calculator and the third-street trainer are in the Tools menu at any time.</source>
            <translation>То, что видит и обдумывает сильный игрок в стад, — рядом со столом. Калькулятор эквити и тренажёр третьей улицы всегда доступны в меню «Инструменты».</translation>
        </message>
    </context>
    <context>
        <name>AidsPanel</name>
        <message>
            <location filename="../studdesk/ui/aids_panel.py" />
            <source>Equity</source>
            <translation>Эквити</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/aids_panel.py" />
            <source>Pot odds</source>
            <translation>Шансы банка</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/aids_panel.py" />
            <source>Outs</source>
            <translation>Ауты</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/aids_panel.py" />
            <source>Advisor</source>
            <translation>Советник</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/aids_panel.py" />
            <source>Rules</source>
            <translation>Правила</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/aids_panel.py" />
            <source>Dead cards</source>
            <translation>Мёртвые карты</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/aids_panel.py" />
            <source>Last hand</source>
            <translation>Последняя раздача</translation>
        </message>
    </context>
    <context>
        <name>Appearance</name>
        <message>
            <location filename="../studdesk/wording/appearance.py" />
            <source>Text size {percent} %</source>
            <translation>Размер текста {percent} %</translation>
        </message>
    </context>
    <context>
        <name>Boards</name>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>{held} to a flush: no flush possible</source>
            <translation>{held} к флешу: флеш невозможен</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>{held} to a flush, {live} {suit} live</source>
            <translation>{held} к флешу, в игре ещё {live} {suit}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>{held} to a straight: no straight possible</source>
            <translation>{held} к стриту: стрит невозможен</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>{held} to a straight, {live} of {total} cards that fit live</source>
            <translation>{held} к стриту, живых подходящих карт: {live} из {total}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>trip {ranks}</source>
            <translation>тройку ({ranks})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>four {ranks}</source>
            <translation>каре ({ranks})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>cannot have {hand}: every other {rank} is seen</source>
            <translation>не может иметь {hand}: все остальные карты ({rank}) видны</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>could have {hand}: {count} live</source>
            <translation>может иметь {hand}: живых {count}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>no full house possible: {live} of {total} {ranks} live</source>
            <translation>фул-хаус невозможен: живых {live} из {total} ({ranks})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>could make a full house: {live} of {total} {ranks} live</source>
            <translation>может собрать фул-хаус: живых {live} из {total} ({ranks})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>{held} low cards, no low possible</source>
            <translation>младших карт: {held}, лоу невозможно</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>{held} low cards, could make a low: {live} of {total} low cards live</source>
            <translation>младших карт: {held}, лоу возможно: живых младших {live} из {total}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>could improve the low: {live} of {total} lower cards live</source>
            <translation>может улучшить лоу: живых более младших {live} из {total}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>{name} folded</source>
            <translation>{name}: фолд</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>{name} shows nothing yet</source>
            <translation>{name}: пока ничего не открыто</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>{name} shows {cards}</source>
            <translation>{name}: открыто {cards}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>{cards}: {hand}</source>
            <translation>{cards}: {hand}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>no draw to anything better showing</source>
            <translation>нет дро к чему-то лучшему, чем открыто</translation>
        </message>
    </context>
    <context>
        <name>BotFailures</name>
        <message>
            <location filename="../studdesk/wording/bot_failures.py" />
            <source>no answer within {seconds} s</source>
            <translation>нет ответа за {seconds} с</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bot_failures.py" />
            <source>its process has ended</source>
            <translation>его процесс завершился</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bot_failures.py" />
            <source>it sent an answer StudDesk cannot read</source>
            <translation>он прислал ответ, который StudDesk не может прочитать</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bot_failures.py" />
            <source>it raised {error}</source>
            <translation>он выбросил исключение {error}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bot_failures.py" />
            <source>it answered {answer}, which is not an action</source>
            <translation>он ответил {answer}, а это не действие</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bot_failures.py" />
            <source>it chose {choice}, which is not on offer</source>
            <translation>он выбрал {choice}, а такого хода нет среди доступных</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bot_failures.py" />
            <source>{reason}, at the end of the last hand</source>
            <translation>{reason}, в конце прошлой раздачи</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bot_failures.py" />
            <source>it could not be started again: {reason}</source>
            <translation>его не удалось запустить снова: {reason}</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/bot_failures.py" />
            <source>{reason}; it failed {n} time(s) in a row, so it only checks or folds from now on</source>
            <translation>
                <numerusform>{reason}; он ошибся {n} раз подряд, поэтому отныне только делает чек или фолд</numerusform>
                <numerusform>{reason}; он ошибся {n} раза подряд, поэтому отныне только делает чек или фолд</numerusform>
                <numerusform>{reason}; он ошибся {n} раз подряд, поэтому отныне только делает чек или фолд</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/bot_failures.py" />
            <source>{reason}; it failed {n} time(s), so it only checks or folds from now on</source>
            <translation>
                <numerusform>{reason}; он ошибся {n} раз, поэтому отныне только делает чек или фолд</numerusform>
                <numerusform>{reason}; он ошибся {n} раза, поэтому отныне только делает чек или фолд</numerusform>
                <numerusform>{reason}; он ошибся {n} раз, поэтому отныне только делает чек или фолд</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bot_failures.py" />
            <source>cannot import '{module}' for bot '{spec}': {error}</source>
            <translation>не удаётся импортировать «{module}» для бота «{spec}»: {error}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bot_failures.py" />
            <source>module '{module}' has no '{attr}' for bot '{spec}'</source>
            <translation>в модуле «{module}» нет «{attr}» для бота «{spec}»</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bot_failures.py" />
            <source>'{spec}' is not a class or factory</source>
            <translation>«{spec}» — не класс и не фабрика</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bot_failures.py" />
            <source>bot '{name}' could not be created: {error}</source>
            <translation>бота «{name}» не удалось создать: {error}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bot_failures.py" />
            <source>'{name}' made {made}, which has no decide(view) method</source>
            <translation>«{name}» создал {made}, а у него нет метода decide(view)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bot_failures.py" />
            <source>unknown bot '{name}'; known bots: {known} (or give package.module:ClassName)</source>
            <translation>неизвестный бот «{name}»; известные боты: {known} (или укажите package.module:ClassName)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bot_failures.py" />
            <source>bot '{spec}' did not start: {reason}</source>
            <translation>бот «{spec}» не запустился: {reason}</translation>
        </message>
    </context>
    <context>
        <name>Bots</name>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Easy</source>
            <translation>Лёгкий</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Medium</source>
            <translation>Средний</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Hard</source>
            <translation>Сложный</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Rock</source>
            <translation>Скала</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Solid</source>
            <translation>Надёжный</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Calling station</source>
            <translation>Колл-станция</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Maniac</source>
            <translation>Маньяк</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Fish</source>
            <translation>Рыба</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>a beginner who plays far too many hands and calls too much</source>
            <translation>новичок: играет слишком много рук и слишком часто коллирует</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>a club regular</source>
            <translation>завсегдатай клуба</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>reads its opponents and bets for value: the strongest</source>
            <translation>читает соперников и ставит на вэлью: самый сильный</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>plays few hands and folds easily, bets only with the goods</source>
            <translation>играет мало рук, легко сбрасывает, ставит только с сильной рукой</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>a sound, balanced game</source>
            <translation>здравая, сбалансированная игра</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>calls almost anything and seldom raises: bet your good hands</source>
            <translation>коллирует почти всё и редко рейзит: ставьте с хорошими руками</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>raises and bluffs all the time: let it bet into your good hands</source>
            <translation>постоянно рейзит и блефует: пусть ставит в ваши сильные руки</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>plays too many hands and chases draws that are dead</source>
            <translation>играет слишком много рук и гонится за мёртвыми дро</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Random</source>
            <translation>Случайный</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Always call</source>
            <translation>Всегда колл</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Always raise</source>
            <translation>Всегда рейз</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Equity yardstick</source>
            <translation>Эталон по эквити</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Picks any legal action at random: for testing, not for practice.</source>
            <translation>Выбирает любой допустимый ход наугад: для проверки, не для тренировки.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Checks or calls every time, never folds, never raises.</source>
            <translation>Всегда чек или колл: никогда не сбрасывает и не рейзит.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Bets or raises whenever it may.</source>
            <translation>Ставит или рейзит всякий раз, когда можно.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Bets by its chance to win against random hands: a plain yardstick.</source>
            <translation>Ставит по своему шансу выиграть против случайных рук: простой эталон.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>A mix of styles ({level})</source>
            <translation>Смесь стилей ({level})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>{style} ({level})</source>
            <translation>{style} ({level})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Each seat a different style, all at {level}: solid, rock, fish, maniac, calling station.</source>
            <translation>У каждого места свой стиль, все на уровне «{level}»: надёжный, скала, рыба, маньяк, колл-станция.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>A solid player at {level}: {note}.</source>
            <translation>Надёжный игрок уровня «{level}»: {note}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>{style}: {style_note}. {level}: {level_note}.</source>
            <translation>{style}: {style_note}. {level}: {level_note}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Your own bot class; it runs apart from StudDesk, with a time limit.</source>
            <translation>Ваш собственный класс бота; работает отдельно от StudDesk, с ограничением времени.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>An installed bot of your own.</source>
            <translation>Установленный вами бот.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>A different style at each seat</source>
            <translation>Свой стиль на каждом месте</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Levels (a solid player)</source>
            <translation>Уровни (надёжный игрок)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Styles at {level}</source>
            <translation>Стили уровня «{level}»</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Simple practice bots</source>
            <translation>Простые тренировочные боты</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Your own</source>
            <translation>Ваши собственные</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Your own bot (module:Class)…</source>
            <translation>Свой бот (модуль:Класс)…</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Default bot</source>
            <translation>Бот по умолчанию</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Default ({bot})</source>
            <translation>По умолчанию ({bot})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Opponent {number}</source>
            <translation>Соперник {number}</translation>
        </message>
    </context>
    <context>
        <name>Calculator</name>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>the dead cards</source>
            <translation>мёртвые карты</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>player {number}</source>
            <translation>игрок {number}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>unknown variant '{text}'; choose one of {variants}</source>
            <translation>неизвестная игра «{text}»; выберите одну из: {variants}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>{where}: '{text}' is half a card; write each card as rank and suit, like 'As' or 'Td'</source>
            <translation>{where}: «{text}» — это полкарты; пишите каждую карту как достоинство и масть, например 'As' или 'Td'</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>{where}: '{text}' is not a card; ranks are 2-9 T J Q K A and suits c d h s</source>
            <translation>{where}: «{text}» — не карта; достоинства 2-9 T J Q K A, масти c d h s</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>give at least {limit} hands to compare (got {count})</source>
            <translation>для сравнения нужно не меньше {limit} рук (дано: {count})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>{game} is played by at most {limit} players (got {count} hands)</source>
            <translation>в {game} играют не больше {limit} игроков (дано рук: {count})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>{where} has {count} cards, but {game} deals each player only {limit}</source>
            <translation>у {where} карт: {count}, но в {game} каждому сдаётся только {limit}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>the {card} is given twice in {where}</source>
            <translation>карта {card} указана дважды: {where}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>the {card} is given in {other} and in {where}</source>
            <translation>карта {card} указана и у {other}, и у {where}</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/calculator.py" />
            <source>the hands need {count} more cards, but the deck holds only {limit} card(s) once the known and dead cards are out of it</source>
            <translation>
                <numerusform>рукам нужно ещё карт: {count}, но после изъятия известных и мёртвых карт в колоде осталась только {limit} карта</numerusform>
                <numerusform>рукам нужно ещё карт: {count}, но после изъятия известных и мёртвых карт в колоде остались только {limit} карты</numerusform>
                <numerusform>рукам нужно ещё карт: {count}, но после изъятия известных и мёртвых карт в колоде осталось только {limit} карт</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>the number of samples must be at least {limit} (got {count})</source>
            <translation>число выборок должно быть не меньше {limit} (дано: {count})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>--exact would enumerate {count} deals, more than the {limit} that finish in about half a minute; leave out --exact for a Monte Carlo answer with its standard error</source>
            <translation>--exact перебрал бы раздач: {count}, больше {limit}, которые считаются примерно за полминуты; уберите --exact, чтобы получить ответ Монте-Карло с его стандартной ошибкой</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>{flag} takes a whole number, not '{text}'</source>
            <translation>{flag} принимает целое число, а не «{text}»</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>{flag} must be between {low} and {high} (got {value})</source>
            <translation>{flag} должен быть от {low} до {high} (дано: {value})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>interrupted</source>
            <translation>прервано</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/calculator.py" />
            <source>exact, {deals} deal(s) enumerated</source>
            <translation>
                <numerusform>точно, перебрана {deals} раздача</numerusform>
                <numerusform>точно, перебрано {deals} раздачи</numerusform>
                <numerusform>точно, перебрано {deals} раздач</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>Monte Carlo, {deals} random deals, standard error up to {error} points</source>
            <translation>Монте-Карло, случайных раздач: {deals}, стандартная ошибка до {error} пункта</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>{game}: {how}</source>
            <translation>{game}: {how}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>The deck runs out: the last card is one community card for everyone (R2.7).</source>
            <translation>Колода кончается: последняя карта — одна общая для всех (R2.7).</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>equity</source>
            <translation>эквити</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>high</source>
            <translation>хай</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>low</source>
            <translation>лоу</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>scoop</source>
            <translation>скуп</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>player</source>
            <translation>игрок</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>cards</source>
            <translation>карты</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>(no cards)</source>
            <translation>(нет карт)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>{deals} deals: the answer will be exact</source>
            <translation>раздач: {deals} — ответ будет точным</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>{deals} deals: too many to count, a Monte Carlo sample will do</source>
            <translation>раздач: {deals} — слишком много для перебора, хватит выборки Монте-Карло</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>Computing…</source>
            <translation>Вычисление…</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>Cancelled: no answer.</source>
            <translation>Отменено: ответа нет.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>The calculation failed: {reason}</source>
            <translation>Расчёт не удался: {reason}</translation>
        </message>
    </context>
    <context>
        <name>CalculatorWindow</name>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>Player {number}</source>
            <translation>Игрок {number}</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>down: As Kd</source>
            <translation>закрытые: As Kd</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>up: 7c 8h</source>
            <translation>открытые: 7c 8h</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>Stud equity calculator</source>
            <translation>Калькулятор эквити для стада</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>Deals to sample; the answer is exact when there are no more deals than this</source>
            <translation>Сколько раздач разыграть случайно; ответ точный, если всех раздач не больше этого числа</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>Count every deal</source>
            <translation>Перебрать все раздачи</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>Enumerate every completion, however many (may take long)</source>
            <translation>Перебрать все варианты досдачи, сколько бы их ни было (может занять много времени)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>Game:</source>
            <translation>Игра:</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>Samples:</source>
            <translation>Выборка:</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>Down cards</source>
            <translation>Закрытые карты</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>Up cards</source>
            <translation>Открытые карты</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>Add a player</source>
            <translation>Добавить игрока</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>Remove a player</source>
            <translation>Убрать игрока</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>folded and other seen cards: Kc 9d</source>
            <translation>сброшенные и другие увиденные карты: Kc 9d</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>Dead cards</source>
            <translation>Мёртвые карты</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>Click a card to put it into the field being edited (click again to take it out).</source>
            <translation>Щёлкните по карте, чтобы добавить её в редактируемое поле (повторный щелчок убирает её).</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>Compute</source>
            <translation>Рассчитать</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>Cancel</source>
            <translation>Отмена</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>Player</source>
            <translation>Игрок</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>Cards</source>
            <translation>Карты</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>Equity</source>
            <translation>Эквити</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>High</source>
            <translation>Хай</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>Low</source>
            <translation>Лоу</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>Scoop</source>
            <translation>Скуп</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>± error</source>
            <translation>± погрешность</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>exact</source>
            <comment>no error: the equity was counted</comment>
            <translation>точно</translation>
        </message>
    </context>
    <context>
        <name>Coach</name>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>fold</source>
            <translation>фолд</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>check</source>
            <translation>чек</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>call</source>
            <translation>колл</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>bring in</source>
            <translation>бринг-ин</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>complete</source>
            <comment>the action, without an amount</comment>
            <translation>комплит</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>complete to {amount}</source>
            <translation>комплит до {amount}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>bet</source>
            <comment>the action, without an amount</comment>
            <translation>бет</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>bet {amount}</source>
            <translation>бет {amount}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>raise</source>
            <comment>the action, without an amount</comment>
            <translation>рейз</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>raise to {amount}</source>
            <translation>рейз до {amount}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>Advisor: {action}. {reason}</source>
            <translation>Советник: {action}. {reason}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>The advisor is thinking…</source>
            <translation>Советник думает…</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>The advisor speaks on your turn.</source>
            <translation>Советник подскажет в ваш ход.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>Review of hand #{number}</source>
            <translation>Разбор раздачи №{number}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>After each hand you play: where your decisions and the advisor's differed.</source>
            <translation>После каждой сыгранной раздачи: где ваши решения расходились с решениями советника.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>Your one decision matched the advisor's.</source>
            <translation>Ваше единственное решение совпало с решением советника.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>All {n} of your decisions matched the advisor's.</source>
            <translation>Все ваши решения ({n}) совпали с решениями советника.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>Your one decision differed from the advisor's:</source>
            <translation>Ваше единственное решение разошлось с решением советника:</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>{n} of {total} decisions differed from the advisor's:</source>
            <translation>Решений, разошедшихся с советником: {n} из {total}:</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>equity {equity}</source>
            <translation>эквити {equity}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>{street}: you chose to {you}, the advisor would {advisor} ({facts}). {reason}</source>
            <translation>{street}: вы выбрали «{you}», советник выбрал бы «{advisor}» ({facts}). {reason}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>{street}: you chose to {you}, the advisor would {advisor}. {reason}</source>
            <translation>{street}: вы выбрали «{you}», советник выбрал бы «{advisor}». {reason}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>The review could not be kept with the hand: {reason}</source>
            <translation>Разбор не удалось сохранить вместе с раздачей: {reason}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>You made no decision in this hand.</source>
            <translation>В этой раздаче вы не принимали решений.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>the {card} is the lowest up card, aces high</source>
            <translation>{card} — самая младшая открытая карта (туз старший)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>the {card} is the highest up card, aces low</source>
            <translation>{card} — самая старшая открытая карта (туз младший)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>{reason}; the {other} has the same rank, and suits break the tie (clubs, diamonds, hearts, spades from lowest)</source>
            <translation>{reason}; у {other} то же достоинство, и решает масть (трефы, бубны, червы, пики — от младшей)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>{reason}; the {other} has the same rank, and suits break the tie (spades, hearts, diamonds, clubs from highest)</source>
            <translation>{reason}; у {other} то же достоинство, и решает масть (пики, червы, бубны, трефы — от старшей)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>You bring in: {reason} (R3.2).</source>
            <translation>Бринг-ин ставите вы: {reason} (R3.2).</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>{who} brings in: {reason} (R3.2).</source>
            <translation>Бринг-ин ставит {who}: {reason} (R3.2).</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>You are all-in from the ante, so the next player with chips, {next}, brings in (R3.9).</source>
            <translation>Вы в олл-ине с анте, поэтому бринг-ин ставит следующий игрок с фишками: {next} (R3.9).</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>{who} is all-in from the ante, so you, the next player with chips, bring in (R3.9).</source>
            <translation>{who} в олл-ине с анте, поэтому бринг-ин ставите вы как следующий игрок с фишками (R3.9).</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>{who} is all-in from the ante, so the next player with chips, {next}, brings in (R3.9).</source>
            <translation>{who} в олл-ине с анте, поэтому бринг-ин ставит следующий игрок с фишками: {next} (R3.9).</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>You act first with the best hand showing, {showing}</source>
            <translation>Вы ходите первым с лучшей открытой рукой: {showing}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>{who} acts first with the best hand showing, {showing}</source>
            <translation>{who} ходит первым с лучшей открытой рукой: {showing}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>You act first with the best low showing, {showing}</source>
            <translation>Вы ходите первым с лучшим открытым лоу: {showing}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>{who} acts first with the best low showing, {showing}</source>
            <translation>{who} ходит первым с лучшим открытым лоу: {showing}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>{text}; {others} shows as much, and the first from the dealer's left acts first</source>
            <translation>{text}; у {others} открыто столько же, и первым ходит первый слева от дилера</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>{text} (R3.6).</source>
            <translation>{text} (R3.6).</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>You are all-in, so {next} acts first.</source>
            <translation>Вы в олл-ине, поэтому первым ходит {next}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>{who} is all-in, so you act first.</source>
            <translation>{who} в олл-ине, поэтому первыми ходите вы.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>{who} is all-in, so {next} acts first.</source>
            <translation>{who} в олл-ине, поэтому первым ходит {next}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>{hand} ({cards})</source>
            <translation>{hand} ({cards})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>{game} has no open-pair big bet: bets follow the street's size.</source>
            <translation>В {game} нет большой ставки при открытой паре: ставки по размеру улицы.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>The open-pair big bet is switched off at this table: {street} bets are small bets.</source>
            <translation>Большая ставка при открытой паре за этим столом выключена: {street} — малые ставки.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>A pair shows ({who}): on {street} anyone may bet or raise the big bet; once a big bet is made, later raises are big too (R3.7).</source>
            <translation>Открыта пара ({who}): {street} — любой может ставить или повышать на большую ставку; после большой ставки повышения тоже большие (R3.7).</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>If a pair shows on {street}, anyone may bet the big bet on that street (R3.7).</source>
            <translation>{street}: если откроется пара, на этой улице любой может поставить большую ставку (R3.7).</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>{who}: has an eight-or-better low</source>
            <translation>{who}: есть лоу (восьмёрка или ниже)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>low cards {ranks}</source>
            <translation>младшие карты {ranks}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>no low cards yet</source>
            <translation>пока нет младших карт</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>{who}: {shown}; no low possible any more</source>
            <translation>{who}: {shown}; лоу уже не собрать</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>{who}: {shown}; a low can still come: {needed} more needed, {live} low ranks live</source>
            <translation>{who}: {shown}; лоу ещё возможно: нужно ещё {needed}, живых младших достоинств: {live}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>You</source>
            <translation>Вы</translation>
        </message>
    </context>
    <context>
        <name>DeadCards</name>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>{suit} {ranks} (folded: {folded})</source>
            <translation>{suit} {ranks} (сброшены: {folded})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>{seen} cards seen, {folded} of them folded</source>
            <translation>увидено карт: {seen}, из них сброшено: {folded}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>{name} folded this card: it is dead</source>
            <translation>{name} сбросил эту карту: она мертва</translation>
        </message>
    </context>
    <context>
        <name>Dialogs</name>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>StudDesk — {game} practice table</source>
            <translation>StudDesk — тренировочный стол: {game}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>StudDesk — {title}: {game}</source>
            <translation>StudDesk — {title}: {game}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>&amp;Rules of {game}</source>
            <translation>&amp;Правила: {game}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>{low} to {high}</source>
            <translation>от {low} до {high}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>{range} {why}</source>
            <translation>{range} {why}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>for {game}</source>
            <translation>в игре «{game}»</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>{name} — {bot}, seat {seat}</source>
            <translation>{name} — {bot}, место {seat}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>{bot} (not installed)</source>
            <translation>{bot} (не установлен)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>Your own bot class, written as package.module:ClassName.
It must be importable by StudDesk.</source>
            <translation>Ваш собственный класс бота в виде пакет.модуль:ИмяКласса.
StudDesk должен суметь его импортировать.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>“{spec}” is not of the form package.module:ClassName.</source>
            <translation>«{spec}» не имеет вида пакет.модуль:ИмяКласса.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>Pick the {field} from a colour chart</source>
            <translation>{field}: выбрать по палитре</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>= {prize}</source>
            <translation>= {prize}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>Total {total} % of a {pool} prize pool</source>
            <translation>Всего {total} % призового фонда {pool}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>Level {level}</source>
            <translation>Уровень {level}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>Level {level} {column}</source>
            <translation>Уровень {level}: {column}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>Level {level}: {problem}</source>
            <translation>Уровень {level}: {problem}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>(0: off)</source>
            <translation>(0: выкл.)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>The bot that plays {name}'s seat; Default uses the default bot below</source>
            <translation>Бот, который играет за место «{name}»; «По умолчанию» — бот по умолчанию (ниже)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>{preset} comes to nothing with these stakes, and the bring-in must be at least 1 chip.</source>
            <translation>{preset} при этих ставках даёт ноль, а бринг-ин должен быть не меньше 1 фишки.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>{preset} = {chips} (the small bet)</source>
            <translation>{preset} = {chips} (малая ставка)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>{preset} is {raw}, more than the small bet; the bring-in is at most the small bet, {chips}.</source>
            <translation>{preset} — это {raw}, больше малой ставки; бринг-ин не больше малой ставки, {chips}.</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/dialogs.py" />
            <source>{count} opponent(s) do not fit: {reason}</source>
            <translation>
                <numerusform>{count} соперник не помещается: {reason}</numerusform>
                <numerusform>{count} соперника не помещаются: {reason}</numerusform>
                <numerusform>{count} соперников не помещаются: {reason}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>Settings</source>
            <translation>Настройки</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>StudDesk cannot start</source>
            <translation>StudDesk не может запуститься</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>{variable} must be an absolute folder path (it is '{value}'); set it to something like /home/you/studdesk, or unset it</source>
            <translation>{variable} должен быть абсолютным путём к папке (сейчас '{value}'); укажите, например, /home/you/studdesk или удалите эту переменную</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>Your home folder is unknown: HOME is empty and the user database has no home for you. Set HOME to your home folder, or {variable} to a folder for StudDesk's files.</source>
            <translation>Домашняя папка неизвестна: HOME пуст, а в базе пользователей домашней папки для вас нет. Укажите в HOME вашу домашнюю папку или в {variable} — папку для файлов StudDesk.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>Your home folder is unknown: HOME is the relative path '{value}' and the user database has no home for you. Set HOME to your home folder, or {variable} to a folder for StudDesk's files.</source>
            <translation>Домашняя папка неизвестна: HOME — относительный путь '{value}', а в базе пользователей домашней папки для вас нет. Укажите в HOME вашу домашнюю папку или в {variable} — папку для файлов StudDesk.</translation>
        </message>
    </context>
    <context>
        <name>Drill</name>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>How many {suit} were folded?</source>
            <translation>Сколько карт масти «{suit}» сброшено?</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>How many {ranks} were folded?</source>
            <translation>Сколько карт сброшено: {ranks}?</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>Is the {card} live?</source>
            <translation>Карта {card} живая?</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>yes</source>
            <translation>да</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>no</source>
            <translation>нет</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>{correct} of {asked} right ({accuracy}), {seconds} s a question</source>
            <translation>верно {correct} из {asked} ({accuracy}), {seconds} с на вопрос</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>Up-card memory drill</source>
            <translation>Тренировка памяти на открытые карты</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/drills.py" />
            <source>{n} up card(s) folded this hand and hidden now. What do you remember?</source>
            <translation>
                <numerusform>В этой раздаче сброшена {n} открытая карта, сейчас она скрыта. Что вы помните?</numerusform>
                <numerusform>В этой раздаче сброшены {n} открытые карты, сейчас они скрыты. Что вы помните?</numerusform>
                <numerusform>В этой раздаче сброшено {n} открытых карт, сейчас они скрыты. Что вы помните?</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>Question {number} of {total}</source>
            <translation>Вопрос {number} из {total}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>Right.</source>
            <translation>Верно.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>Not quite: the answer is {answer}.</source>
            <translation>Не совсем: ответ — {answer}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>“{text}” is not a number of cards: type 0 to 12.</source>
            <translation>«{text}» — не число карт: введите от 0 до 12.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>No drill taken yet: switch the memory drill on in Settings ▸ Practice aids.</source>
            <translation>Тренировок ещё не было: включите тренировку памяти в «Настройки ▸ Подсказки».</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/drills.py" />
            <source>Over {n} drill(s): {accuracy} right, {seconds} s a question</source>
            <translation>
                <numerusform>За {n} тренировку: верно {accuracy}, {seconds} с на вопрос</numerusform>
                <numerusform>За {n} тренировки: верно {accuracy}, {seconds} с на вопрос</numerusform>
                <numerusform>За {n} тренировок: верно {accuracy}, {seconds} с на вопрос</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>{when}: {correct} of {asked} right, {seconds} s a question</source>
            <translation>{when}: верно {correct} из {asked}, {seconds} с на вопрос</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>{path} cannot be written: {why}</source>
            <translation>не удалось записать {path}: {why}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>The drill's result could not be kept: {reason}</source>
            <translation>Результат тренировки не удалось сохранить: {reason}</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/drills.py" />
            <source>{n} damaged line(s) in the drill results skipped.</source>
            <translation>
                <numerusform>Пропущена {n} повреждённая строка в результатах тренировок.</numerusform>
                <numerusform>Пропущены {n} повреждённые строки в результатах тренировок.</numerusform>
                <numerusform>Пропущено {n} повреждённых строк в результатах тренировок.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>FeltPresets</name>
        <message>
            <location filename="../studdesk/ui/dialogs/appearance_widgets.py" />
            <source>Green</source>
            <translation>Зелёный</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/appearance_widgets.py" />
            <source>Blue</source>
            <translation>Синий</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/appearance_widgets.py" />
            <source>Red</source>
            <translation>Красный</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/appearance_widgets.py" />
            <source>Grey</source>
            <translation>Серый</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/appearance_widgets.py" />
            <source>Felt colour {colour}</source>
            <translation>Цвет сукна: {colour}</translation>
        </message>
    </context>
    <context>
        <name>FinishedList</name>
        <message>
            <location filename="../studdesk/ui/dialogs/finished_list.py" />
            <source>Finished</source>
            <translation>Завершён</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/finished_list.py" />
            <source>Game</source>
            <translation>Игра</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/finished_list.py" />
            <source>Players</source>
            <translation>Игроки</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/finished_list.py" />
            <source>Your place</source>
            <translation>Ваше место</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/finished_list.py" />
            <source>Your prize</source>
            <translation>Ваш приз</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/finished_list.py" />
            <source>Hands</source>
            <translation>Раздачи</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/finished_list.py" />
            <source>Finished tournaments</source>
            <translation>Завершённые турниры</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/finished_list.py" />
            <source>No sit-and-go has been played to the end yet: Game ▸ New sit-and-go…</source>
            <translation>Ни один сит-н-гоу ещё не сыгран до конца: «Игра ▸ Новый сит-н-гоу…»</translation>
        </message>
    </context>
    <context>
        <name>Game</name>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>New practice game: {game}, seed {seed}.</source>
            <translation>Новая тренировочная игра: {game}, сид {seed}.</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/game.py" />
            <source>New sit-and-go: {games}, {players} player(s), seed {seed}.</source>
            <translation>
                <numerusform>Новый сит-н-гоу: {games}, {players} игрок, сид {seed}.</numerusform>
                <numerusform>Новый сит-н-гоу: {games}, {players} игрока, сид {seed}.</numerusform>
                <numerusform>Новый сит-н-гоу: {games}, {players} игроков, сид {seed}.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>Continued hand #{number}.</source>
            <translation>Продолжение раздачи №{number}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>The dealer's log of this game could not be read ({why}); it starts afresh.</source>
            <translation>Журнал дилера этой игры не удалось прочитать ({why}); он начинается заново.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>The dealer's log of this game could not be read ({why}); it starts afresh. It was kept as {name}.</source>
            <translation>Журнал дилера этой игры не удалось прочитать ({why}); он начинается заново. Старый сохранён как {name}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>it is not a StudDesk log</source>
            <translation>это не журнал StudDesk</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>The dealer's log could not be kept with the save ({reason}).</source>
            <translation>Журнал дилера не удалось сохранить вместе с игрой ({reason}).</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>The saved game "{slot}" could not be continued: {reason}.</source>
            <translation>Сохранённую игру «{slot}» не удалось продолжить: {reason}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>A new practice table is dealt instead.</source>
            <translation>Вместо неё начинается новый тренировочный стол.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>The game could not be set up: {reason}</source>
            <translation>Игру не удалось подготовить: {reason}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>The saved hand goes on from its command {step}: {reason}</source>
            <translation>Сохранённая раздача продолжается с команды {step}: {reason}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>The game could not be saved ({reason}); play goes on unsaved.</source>
            <translation>Игру не удалось сохранить ({reason}); игра продолжается без сохранения.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>The game is being saved again.</source>
            <translation>Игра снова сохраняется.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>The result could not be added to the finished tournaments ({reason}).</source>
            <translation>Результат не удалось добавить к завершённым турнирам ({reason}).</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>The finished tournament's save could not be deleted.</source>
            <translation>Сохранение завершённого турнира не удалось удалить.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>Settings saved. Game changes take effect from the next hand.</source>
            <translation>Настройки сохранены. Изменения игры вступят в силу со следующей раздачи.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>Settings saved. The sit-and-go keeps its own game and levels.</source>
            <translation>Настройки сохранены. Турнир сит-н-гоу сохраняет свою игру и уровни.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>New settings are in effect from this hand on.</source>
            <translation>Новые настройки действуют с этой раздачи.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>New settings: a new table with fresh stacks.</source>
            <translation>Новые настройки: новый стол с новыми стеками.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>Not changed: {game} does not fit this table ({reason}).</source>
            <translation>Не изменено: {game} не подходит для этого стола ({reason}).</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>Not accepted: {reason}</source>
            <translation>Не принято: {reason}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>Not done: {reason}.</source>
            <translation>Не выполнено: {reason}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>There is no hand in play.</source>
            <translation>Сейчас нет раздачи.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>There is no table: start a new game from the Game menu.</source>
            <translation>Стола нет: начните новую игру в меню «Игра».</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>You play no seat, not seat {acted}.</source>
            <translation>Вы не занимаете места, и уж точно не место {acted}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>You play seat {yours}, not seat {acted}.</source>
            <translation>Вы играете на месте {yours}, а не на месте {acted}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>The engine stopped with an error: {error}</source>
            <translation>Движок остановился с ошибкой: {error}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>Something went wrong</source>
            <translation>Что-то пошло не так</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>StudDesk ran into an error it did not expect:
{error}</source>
            <translation>В StudDesk произошла непредвиденная ошибка:
{error}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>Your game was saved first.</source>
            <translation>Ваша игра сначала была сохранена.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>Your game could not be saved just now; it is saved when you quit.</source>
            <translation>Сейчас сохранить игру не удалось; она будет сохранена при выходе.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>The details are in the log file:
{path}</source>
            <translation>Подробности — в файле журнала:
{path}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>You can play on, or quit and start StudDesk again.</source>
            <translation>Можно играть дальше или выйти и снова запустить StudDesk.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>The bots could not finish the tournament: {error}</source>
            <translation>Боты не смогли доиграть турнир: {error}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>{name}'s bot went wrong ({problem}) and checks or folds instead.</source>
            <translation>Бот игрока {name} ошибся ({problem}) и вместо хода делает чек или фолд.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>{player}: {reason}. Playing the {fallback} bot instead.</source>
            <translation>{player}: {reason}. Вместо него играет бот {fallback}.</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/game.py" />
            <source>You buy back in for {chips} chip(s).</source>
            <translation>
                <numerusform>Вы снова покупаете вход за {chips} фишку.</numerusform>
                <numerusform>Вы снова покупаете вход за {chips} фишки.</numerusform>
                <numerusform>Вы снова покупаете вход за {chips} фишек.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/game.py" />
            <source>{name} buys back in for {chips} chip(s).</source>
            <translation>
                <numerusform>{name} снова покупает вход за {chips} фишку.</numerusform>
                <numerusform>{name} снова покупает вход за {chips} фишки.</numerusform>
                <numerusform>{name} снова покупает вход за {chips} фишек.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>No hand can be dealt: {reason}. Sit in, or add a bot from the Table menu.</source>
            <translation>Раздачу начать нельзя: {reason}. Вернитесь за стол или добавьте бота в меню «Стол».</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>That is for practice tables; a sit-and-go keeps its line-up.</source>
            <translation>Это для тренировочных столов; в сит-н-гоу состав не меняется.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>The Table menu is for practice tables.</source>
            <translation>Меню «Стол» — для тренировочных столов.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>Noted: it takes effect when this hand is over.</source>
            <translation>Принято: вступит в силу после этой раздачи.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>add between 1 and {most} chips</source>
            <translation>добавьте от 1 до {most} фишек</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>there is no bot in seat {seat}</source>
            <translation>на месте {seat} нет бота</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>the table is full ({seats} seats): send a bot away first, or choose more opponents in Settings for a bigger table</source>
            <translation>стол заполнен (мест: {seats}): сначала уберите бота или выберите больше соперников в настройках для большего стола</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>Bot {seat}</source>
            <translation>Бот {seat}</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/game.py" />
            <source>You re-buy for {chips} chip(s).</source>
            <translation>
                <numerusform>Вы делаете ребай на {chips} фишку.</numerusform>
                <numerusform>Вы делаете ребай на {chips} фишки.</numerusform>
                <numerusform>Вы делаете ребай на {chips} фишек.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/game.py" />
            <source>You top up for {chips} chip(s).</source>
            <translation>
                <numerusform>Вы докупаете {chips} фишку.</numerusform>
                <numerusform>Вы докупаете {chips} фишки.</numerusform>
                <numerusform>Вы докупаете {chips} фишек.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>You sit out: the bots play on without you until you sit in again.</source>
            <translation>Вы пропускаете раздачи: боты играют без вас, пока вы не вернётесь.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>You sit in again from this hand.</source>
            <translation>Вы снова в игре с этой раздачи.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>{name} leaves the table.</source>
            <translation>{name} покидает стол.</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/game.py" />
            <source>{name} ({bot}) sits down in seat {seat} with {chips} chip(s).</source>
            <translation>
                <numerusform>{name} ({bot}) садится на место {seat} с {chips} фишкой.</numerusform>
                <numerusform>{name} ({bot}) садится на место {seat} с {chips} фишками.</numerusform>
                <numerusform>{name} ({bot}) садится на место {seat} с {chips} фишками.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>Level {level}: {game}, {structure}.</source>
            <translation>Уровень {level}: {game}, {structure}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>Level {level}: {game}, {structure}</source>
            <translation>Уровень {level}: {game}, {structure}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>You watch the bots play on at high speed.</source>
            <translation>Вы смотрите, как боты доигрывают на высокой скорости.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>You leave; the bots finish the tournament.</source>
            <translation>Вы уходите; боты доигрывают турнир.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>There is no tournament to leave between hands.</source>
            <translation>Между раздачами нет турнира, из которого можно выйти.</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/game.py" />
            <source>{opponents} opponent(s) need a bigger table than this one of {seats} seats</source>
            <translation>
                <numerusform>для {opponents} соперника нужен стол больше: мест за этим столом — {seats}</numerusform>
                <numerusform>для {opponents} соперников нужен стол больше: мест за этим столом — {seats}</numerusform>
                <numerusform>для {opponents} соперников нужен стол больше: мест за этим столом — {seats}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>{game} seats at most {most} players, and this table has {seats} seats</source>
            <translation>{game}: игроков не больше {most}, а мест за этим столом — {seats}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>{name} now plays as {bot}.</source>
            <translation>{name} теперь играет как {bot}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>You are out of chips. Re-buy for {chips}, sit out and watch, or leave the table?</source>
            <translation>У вас кончились фишки. Сделать ребай на {chips}, пропускать раздачи и смотреть или уйти из-за стола?</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>You left the table. Table ▸ Top up or re-buy to sit down again, or start another game from the Game menu.</source>
            <translation>Вы ушли из-за стола. Стол ▸ Докупить или сделать ребай — чтобы сесть снова, или начните другую игру из меню «Игра».</translation>
        </message>
    </context>
    <context>
        <name>Games</name>
        <message>
            <location filename="../studdesk/wording/variants.py" />
            <source>Seven Card Stud</source>
            <translation>Семикарточный стад</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/variants.py" />
            <source>Seven Card Stud Hi/Lo (eight or better)</source>
            <translation>Семикарточный стад хай-лоу (восьмёрка или ниже)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/variants.py" />
            <source>Five Card Stud</source>
            <translation>Пятикарточный стад</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/variants.py" />
            <source>Razz</source>
            <translation>Разз</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/variants.py" />
            <source>Stud</source>
            <comment>short name of Seven Card Stud</comment>
            <translation>Стад</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/variants.py" />
            <source>Stud Hi/Lo</source>
            <comment>short name of Seven Card Stud Hi/Lo</comment>
            <translation>Стад хай-лоу</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/variants.py" />
            <source>5-Card Stud</source>
            <comment>short name of Five Card Stud</comment>
            <translation>5-карточный стад</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/variants.py" />
            <source>Razz</source>
            <comment>short name of Razz</comment>
            <translation>Разз</translation>
        </message>
    </context>
    <context>
        <name>HandFiles</name>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>{file}, hand {number}</source>
            <translation>{file}, раздача {number}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>line {line}</source>
            <comment>a line of a hand-history file</comment>
            <translation>строка {line}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>field '{field}'</source>
            <translation>поле '{field}'</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>action {number} {text}</source>
            <translation>действие {number} {text}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>nobody</source>
            <comment>next to act: nobody</comment>
            <translation>никто</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>not a regular file (a folder, a pipe or a device cannot be a hand history)</source>
            <translation>это не обычный файл (папка, канал или устройство не может быть историей раздач)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>the file is {size} MB; hand history files up to {limit} MB are read (split it into several files)</source>
            <translation>файл занимает {size} МБ, а читаются файлы истории раздач до {limit} МБ (разделите его на несколько файлов)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>the file grew past {limit} MB while it was read</source>
            <translation>файл вырос больше {limit} МБ, пока его читали</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>cannot read the file: it is not UTF-8 text (byte {byte})</source>
            <translation>не удалось прочитать файл: это не текст в UTF-8 (байт {byte})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>cannot read the file: {why}</source>
            <translation>не удалось прочитать файл: {why}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>arrays or tables nested more than {most} deep</source>
            <translation>массивы или таблицы вложены глубже {most} уровней</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>a key of more than {most} dotted parts</source>
            <translation>ключ из более чем {most} частей через точку</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/hand_files.py" />
            <source>a number of {digits} digit(s) (at most {most} are read)</source>
            <translation>
                <numerusform>число из {digits} цифры (читается не больше {most})</numerusform>
                <numerusform>число из {digits} цифр (читается не больше {most})</numerusform>
                <numerusform>число из {digits} цифр (читается не больше {most})</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>a string is never closed</source>
            <translation>строка нигде не закрыта</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>{header} is not a hand's section header like [1]</source>
            <translation>{header} — не заголовок раздела раздачи вида [1]</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>a multi-hand file has fields before its first [section]</source>
            <translation>в файле с несколькими раздачами есть поля до первого [раздела]</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>one hand of {size} MB; a hand history is read up to {limit} MB</source>
            <translation>одна раздача занимает {size} МБ, а история раздачи читается до {limit} МБ</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/hand_files.py" />
            <source>holds {n} hand(s), not one</source>
            <translation>
                <numerusform>в файле {n} раздача, а должна быть одна</numerusform>
                <numerusform>в файле {n} раздачи, а должна быть одна</numerusform>
                <numerusform>в файле {n} раздач, а должна быть одна</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>not valid TOML</source>
            <translation>это не правильный TOML</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>not valid TOML at line {line}, column {column}</source>
            <translation>это не правильный TOML (строка {line}, столбец {column})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>the required field '{field}' is missing</source>
            <translation>нет обязательного поля '{field}'</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>expected a number of chips, got {value}</source>
            <translation>ожидалось число фишек, а стоит {value}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>chips are whole numbers in StudDesk, got {value}</source>
            <translation>в StudDesk фишки — целые числа, а стоит {value}</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/hand_files.py" />
            <source>expected at least {least} chip(s), got {value}</source>
            <translation>
                <numerusform>ожидалась хотя бы {least} фишка, а стоит {value}</numerusform>
                <numerusform>ожидалось хотя бы {least} фишки, а стоит {value}</numerusform>
                <numerusform>ожидалось хотя бы {least} фишек, а стоит {value}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>{value} chips is more than StudDesk counts ({most})</source>
            <translation>{value} фишек — больше, чем считает StudDesk ({most})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>expected a list of chip counts, got {value}</source>
            <translation>ожидался список количеств фишек, а стоит {value}</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/hand_files.py" />
            <source>expected {expected} value(s) (one per player), got {got}</source>
            <translation>
                <numerusform>ожидалось {expected} значение (по одному на игрока), а их {got}</numerusform>
                <numerusform>ожидалось {expected} значения (по одному на игрока), а их {got}</numerusform>
                <numerusform>ожидалось {expected} значений (по одному на игрока), а их {got}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>expected true or false, got {value}</source>
            <translation>ожидалось true или false, а стоит {value}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>expected a whole number, got {value}</source>
            <translation>ожидалось целое число, а стоит {value}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>expected text in quotes, got {value}</source>
            <translation>ожидался текст в кавычках, а стоит {value}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>StudDesk plays the stud variants {known}, not {code}</source>
            <translation>StudDesk играет в варианты стада {known}, но не {code}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>{game} is played by {low} to {high} players, not {count} (R1.2)</source>
            <translation>{game}: от {low} до {high} игроков, а не {count} (R1.2)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>StudDesk plays one ante for everyone, not {antes}</source>
            <translation>в StudDesk у всех одно анте, а не {antes}</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/hand_files.py" />
            <source>expected {count} player name(s), got {value}</source>
            <translation>
                <numerusform>ожидалось {count} имя игрока, а стоит {value}</numerusform>
                <numerusform>ожидалось {count} имени игроков, а стоит {value}</numerusform>
                <numerusform>ожидалось {count} имён игроков, а стоит {value}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/hand_files.py" />
            <source>the name {name} is longer than {most} character(s)</source>
            <translation>
                <numerusform>имя {name} длиннее {most} символа</numerusform>
                <numerusform>имя {name} длиннее {most} символов</numerusform>
                <numerusform>имя {name} длиннее {most} символов</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/hand_files.py" />
            <source>expected {count} different seat number(s) from 1 to {most}, got {value}</source>
            <translation>
                <numerusform>ожидался {count} номер места от 1 до {most}, а стоит {value}</numerusform>
                <numerusform>ожидалось {count} разных номера мест от 1 до {most}, а стоит {value}</numerusform>
                <numerusform>ожидалось {count} разных номеров мест от 1 до {most}, а стоит {value}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>seat numbers go from 1 to {most}, got {value}</source>
            <translation>номера мест — от 1 до {most}, а стоит {value}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>expected one of {allowed}</source>
            <translation>ожидалось одно из: {allowed}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>expected a list of action strings</source>
            <translation>ожидался список действий в виде строк</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/hand_files.py" />
            <source>{count} action(s); a stud hand has far fewer (at most {most} are read)</source>
            <translation>
                <numerusform>{count} действие; в раздаче стада их гораздо меньше (читается не больше {most})</numerusform>
                <numerusform>{count} действия; в раздаче стада их гораздо меньше (читается не больше {most})</numerusform>
                <numerusform>{count} действий; в раздаче стада их гораздо меньше (читается не больше {most})</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>action {number} is {value}, not a string</source>
            <translation>действие {number} — {value}, а не строка</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>{word} is not a player: players are p1 to p{n}</source>
            <translation>{word} — не игрок: игроки — это p1…p{n}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>there is no player {word}: this hand has p1 to p{n}</source>
            <translation>игрока {word} нет: в этой раздаче игроки p1…p{n}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>{word} is not a run of cards: each card is two characters, like 'As'</source>
            <translation>{word} — не ряд карт: каждая карта записывается двумя знаками, например 'As'</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>{text} is not a card: ranks are 2-9 T J Q K A, suits c d h s</source>
            <translation>{text} — не карта: достоинства 2-9 T J Q K A, масти c d h s</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>{amount} is not a whole number of chips</source>
            <translation>{amount} — не целое число фишек</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>stud has no draws: 'sd' (stand pat or discard) cannot appear here</source>
            <translation>в стаде нет обмена: 'sd' (оставить карты или сбросить) здесь быть не может</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>not a PHH stud action; expected 'd dh pN CARDS', 'd db CARD', 'pN pb', 'pN f', 'pN cc', 'pN cbr AMOUNT' or 'pN sm [CARDS|-]'</source>
            <translation>это не действие стада в PHH; ожидалось 'd dh pN КАРТЫ', 'd db КАРТА', 'pN pb', 'pN f', 'pN cc', 'pN cbr СУММА' или 'pN sm [КАРТЫ|-]'</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>the actions end before the hand is over; next to act: {who}</source>
            <translation>действия кончаются раньше, чем раздача; следующим ходит: {who}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>the engine finishes with {engine}, the file says {file}</source>
            <translation>по расчёту StudDesk в конце стеки {engine}, а в файле — {file}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>with the button at seat {button}, dealing starts at seat {first} (R1.3), but p1 sits at seat {seat}; list the players clockwise from the button's left</source>
            <translation>при баттоне на месте {button} сдача начинается с места {first} (R1.3), а p1 сидит на месте {seat}; перечислите игроков по часовой стрелке, начиная слева от баттона</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/hand_files.py" />
            <source>the engine has dealt {player} {n} card(s) and has folded (next to act: {who})</source>
            <translation>
                <numerusform>StudDesk сдал игроку {player} {n} карту, и тот уже сделал фолд (следующим ходит: {who})</numerusform>
                <numerusform>StudDesk сдал игроку {player} {n} карты, и тот уже сделал фолд (следующим ходит: {who})</numerusform>
                <numerusform>StudDesk сдал игроку {player} {n} карт, и тот уже сделал фолд (следующим ходит: {who})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/hand_files.py" />
            <source>the engine has dealt {player} {n} card(s) and is not due these cards yet (next to act: {who})</source>
            <translation>
                <numerusform>StudDesk сдал игроку {player} {n} карту, и эти карты ему ещё не положены (следующим ходит: {who})</numerusform>
                <numerusform>StudDesk сдал игроку {player} {n} карты, и эти карты ему ещё не положены (следующим ходит: {who})</numerusform>
                <numerusform>StudDesk сдал игроку {player} {n} карт, и эти карты ему ещё не положены (следующим ходит: {who})</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>card {number} should be {engine}, not {file}</source>
            <translation>карта {number} должна быть {engine}, а не {file}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>no community card is dealt here: one is dealt only when the deck cannot give every player a 7th-street card</source>
            <translation>здесь общая карта не сдаётся: её сдают, только когда колоды не хватает, чтобы дать каждому карту седьмой улицы</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>the community card is {engine}, not {file}</source>
            <translation>общая карта — {engine}, а не {file}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>{player} has folded and has no hand to show</source>
            <translation>{player} сделал фолд, и показывать ему нечего</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>the hand is already over</source>
            <translation>раздача уже закончилась</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>it is {who}'s turn, not {player}'s</source>
            <translation>сейчас ход {who}, а не {player}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>not legal here; {player} may: {options}</source>
            <translation>здесь так нельзя; {player} может: {options}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>{card} was already dealt (in action {number})</source>
            <translation>{card} уже сдана (в действии {number})</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/hand_files.py" />
            <source>{player} is dealt {n} card(s); {game} deals {total}</source>
            <translation>
                <numerusform>игроку {player} сдана {n} карта, а в игре «{game}» сдают по {total}</numerusform>
                <numerusform>игроку {player} сданы {n} карты, а в игре «{game}» сдают по {total}</numerusform>
                <numerusform>игроку {player} сдано {n} карт, а в игре «{game}» сдают по {total}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>{card} was already dealt to someone else</source>
            <translation>{card} уже сдана другому игроку</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>shows {shown} as card {number}, but was dealt {dealt}</source>
            <translation>показывает {shown} как карту {number}, а получил {dealt}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>no cards for the unknown cards (??) found explain this: {reason}</source>
            <translation>никакие карты вместо неизвестных (??) этого не объясняют: {reason}</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/hand_files.py" />
            <source>no cards for the unknown cards (??) found in {n} tries explain this: {reason}</source>
            <translation>
                <numerusform>за {n} попытку не нашлось карт вместо неизвестных (??), которые это объясняют: {reason}</numerusform>
                <numerusform>за {n} попытки не нашлось карт вместо неизвестных (??), которые это объясняют: {reason}</numerusform>
                <numerusform>за {n} попыток не нашлось карт вместо неизвестных (??), которые это объясняют: {reason}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>HandList</name>
        <message>
            <location filename="../studdesk/ui/history/list_model.py" />
            <source>When</source>
            <translation>Когда</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/list_model.py" />
            <source>Game</source>
            <translation>Игра</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/list_model.py" />
            <source>Hand</source>
            <translation>Раздача</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/list_model.py" />
            <source>Session</source>
            <translation>Сессия</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/list_model.py" />
            <source>Players</source>
            <translation>Игроки</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/list_model.py" />
            <source>Your result</source>
            <translation>Ваш результат</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/list_model.py" />
            <source>Pot</source>
            <translation>Банк</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/list_model.py" />
            <source>Showdown</source>
            <translation>Вскрытие</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/list_model.py" />
            <source>This column cannot be sorted</source>
            <translation>По этому столбцу сортировать нельзя</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/list_model.py" />
            <source>Yes</source>
            <translation>Да</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/list_model.py" />
            <source>No</source>
            <translation>Нет</translation>
        </message>
    </context>
    <context>
        <name>HandStore</name>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>The hand history folder {folder} cannot be created: {why}</source>
            <translation>Не удалось создать папку истории раздач {folder}: {why}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>The hand history {path} cannot be started: {problem}</source>
            <translation>Не удалось начать историю раздач {path}: {problem}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>The hand history {path} cannot be opened: {why}</source>
            <translation>Не удалось открыть историю раздач {path}: {why}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>The hand history {path} cannot be written: {why}</source>
            <translation>Не удалось записать в историю раздач {path}: {why}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>The hand history {path} cannot be read: {why}</source>
            <translation>Не удалось прочитать историю раздач {path}: {why}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>The hand history {path} is a folder; give the database file's name</source>
            <translation>История раздач {path} — это папка; укажите имя файла базы данных</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>The hand history {path} was written by a newer StudDesk (format {version}; this version reads up to {supported}). It was left as it is; update StudDesk to use it.</source>
            <translation>История раздач {path} записана более новой версией StudDesk (формат {version}; эта версия читает форматы до {supported}). Она оставлена как есть; чтобы ею пользоваться, обновите StudDesk.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>The hand history {path} cannot use a write-ahead log (mode {mode})</source>
            <translation>История раздач {path} не может вести журнал упреждающей записи (режим {mode})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>The hand history {path} cannot be used ({problem}) and cannot be moved aside: {why}</source>
            <translation>Историей раздач {path} нельзя пользоваться ({problem}), и её не удалось убрать в сторону: {why}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>The hand history {path} could not be used ({problem}). It was kept as {name} and a new, empty hand history was started.</source>
            <translation>Историей раздач {path} нельзя было пользоваться ({problem}). Она сохранена как {name}, и начата новая, пустая история раздач.</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/hand_store.py" />
            <source>An import interrupted last time was undone ({n} hand(s) removed).</source>
            <translation>
                <numerusform>Прерванный в прошлый раз импорт отменён (удалена {n} раздача).</numerusform>
                <numerusform>Прерванный в прошлый раз импорт отменён (удалены {n} раздачи).</numerusform>
                <numerusform>Прерванный в прошлый раз импорт отменён (удалено {n} раздач).</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>SQLite cannot open it ({why})</source>
            <translation>SQLite не может её открыть ({why})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>it is damaged ({why})</source>
            <comment>a hand history database</comment>
            <translation>она повреждена ({why})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>it is not a regular file</source>
            <translation>это не обычный файл</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>it is not an SQLite database</source>
            <translation>это не база данных SQLite</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>it is another program's database</source>
            <translation>это база данных другой программы</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>{problem} Hands are not recorded.</source>
            <translation>{problem} Раздачи не записываются.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>A hand could not be recorded: {problem}</source>
            <translation>Не удалось записать раздачу: {problem}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>cannot write {path}: {why}</source>
            <translation>не удалось записать {path}: {why}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>hand {hand} cannot be dealt again: {problem}</source>
            <translation>раздачу {hand} не удаётся сдать заново: {problem}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>hand {hand} no longer replays: action {number} ({action} by seat {seat}) is refused: {problem}</source>
            <translation>раздача {hand} больше не воспроизводится: действие {number} ({action}, место {seat}) отклонено: {problem}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>hand {hand} no longer replays to its recorded result: the engine reaches {engine}, the record says {record}</source>
            <translation>раздача {hand} больше не приходит к записанному итогу: у StudDesk получается {engine}, а в записи — {record}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>a hand still in progress</source>
            <translation>ещё не законченная раздача</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>a stored action {word} cannot be read</source>
            <translation>не удалось прочитать сохранённое действие {word}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>stored cards {text} cannot be read</source>
            <translation>не удалось прочитать сохранённые карты {text}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>the stored house rules cannot be read</source>
            <translation>не удалось прочитать сохранённые правила стола</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>the stored variant {key} is not one this version plays</source>
            <translation>сохранённый вариант {key} этой версии незнаком</translation>
        </message>
    </context>
    <context>
        <name>Hands</name>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>{rank} high</source>
            <translation>Старшая карта: {rank}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>Straight flush, {rank} high</source>
            <translation>Стрит-флеш до {rank}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>Four of a kind, {rank}</source>
            <translation>Каре {rank}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>Full house, {trips} over {pair}</source>
            <translation>Фул-хаус, {trips} и {pair}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>Flush, {rank} high</source>
            <translation>Флеш до {rank}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>Straight, {rank} high</source>
            <translation>Стрит до {rank}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>Three of a kind, {rank}</source>
            <translation>Тройка {rank}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>Two pair, {high} and {low}</source>
            <translation>Две пары, {high} и {low}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>Pair of {rank}</source>
            <translation>Пара {rank}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>{ranks} low</source>
            <translation>{ranks}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>Pair of {rank}, {ranks} low</source>
            <translation>Пара {rank}, {ranks}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>no low cards yet</source>
            <translation>пока нет низких карт</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>{ranks} low draw</source>
            <translation>{ranks} (дро)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>No low</source>
            <translation>Нет лоу</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>High: {hand}</source>
            <translation>Хай: {hand}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>Low: {hand}</source>
            <translation>Лоу: {hand}</translation>
        </message>
    </context>
    <context>
        <name>Help</name>
        <message>
            <location filename="../studdesk/ui/help_text.py" />
            <source>&lt;p&gt;&lt;b&gt;Betting&lt;/b&gt; is fixed limit. Every player antes before the deal. On the first round the player with the &lt;b&gt;lowest&lt;/b&gt; up card must open: either the bring-in or a full small bet ("complete"). From then on the best hand showing acts first and may check or bet. A round allows one bet and three raises.&lt;/p&gt;</source>
            <translation>&lt;p&gt;&lt;b&gt;Торговля&lt;/b&gt; идёт с фиксированным лимитом. До раздачи каждый игрок ставит анте. В первом круге игрок с &lt;b&gt;самой младшей&lt;/b&gt; открытой картой обязан открыть торговлю: бринг-ином или полной малой ставкой («комплит»). Дальше первым ходит игрок с лучшей открытой комбинацией; он может сделать чек или ставку. В круге разрешены одна ставка и три повышения.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/help_text.py" />
            <source>&lt;h3&gt;Seven Card Stud&lt;/h3&gt;</source>
            <translation>&lt;h3&gt;Семикарточный стад&lt;/h3&gt;</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/help_text.py" />
            <source>&lt;p&gt;Each player gets two cards face down and one face up (3rd street), then three more face up cards (4th, 5th and 6th street) and a last card face down (7th street), with a betting round after each. Only you see your down cards; here they are shown to you greyed, with a closed eye, because the others cannot see them.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Каждый игрок получает две закрытые карты и одну открытую (3-я улица), затем ещё три открытые (4-я, 5-я и 6-я улицы) и последнюю закрытую (7-я улица); после каждой раздачи карт идёт круг торговли. Свои закрытые карты видите только вы; здесь они показаны вам серыми, с закрытым глазом, потому что другие их не видят.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/help_text.py" />
            <source>&lt;p&gt;Small bets on 3rd and 4th street, big bets from 5th street on. If anyone shows an open pair on 4th street, players may bet the big bet already on that street.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Малые ставки на 3-й и 4-й улицах, большие — начиная с 5-й. Если на 4-й улице у кого-то открыта пара, большую ставку можно делать уже на этой улице.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/help_text.py" />
            <source>&lt;p&gt;At the showdown the best five-card poker hand out of your seven cards wins.&lt;/p&gt;</source>
            <translation>&lt;p&gt;При вскрытии выигрывает лучшая покерная комбинация из пяти карт, собранная из ваших семи.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/help_text.py" />
            <source>&lt;h3&gt;Seven Card Stud Hi/Lo (eight or better)&lt;/h3&gt;</source>
            <translation>&lt;h3&gt;Семикарточный стад хай-лоу (восьмёрка или ниже)&lt;/h3&gt;</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/help_text.py" />
            <source>&lt;p&gt;Dealt and bet like Seven Card Stud (no open-pair big bet). At the showdown the pot is split: half to the best high hand, half to the best &lt;b&gt;low&lt;/b&gt; hand: five different ranks, eight or lower, aces low; straights and flushes do not spoil a low. The lowest low is 5-4-3-2-A. If nobody has a qualifying low, the high hand takes the whole pot. The same player can win both halves ("scoop").&lt;/p&gt;</source>
            <translation>&lt;p&gt;Раздача и торговля как в семикарточном стаде (без большой ставки при открытой паре). При вскрытии банк делится: половина — лучшей старшей руке, половина — лучшей &lt;b&gt;младшей&lt;/b&gt; (лоу): пять карт разного достоинства, восьмёрка или ниже, туз — младшая карта; стриты и флеши лоу не портят. Лучшее лоу — 5-4-3-2-A. Если ни у кого нет подходящего лоу, старшая рука забирает весь банк. Один игрок может выиграть обе половины («скуп»).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/help_text.py" />
            <source>&lt;h3&gt;Five Card Stud&lt;/h3&gt;</source>
            <translation>&lt;h3&gt;Пятикарточный стад&lt;/h3&gt;</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/help_text.py" />
            <source>&lt;p&gt;One card face down and one face up (2nd street), then three more face-up cards, with a betting round after each: four rounds in all. Up to ten players.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Одна закрытая карта и одна открытая (2-я улица), затем ещё три открытые, после каждой — круг торговли: всего четыре круга. До десяти игроков.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/help_text.py" />
            <source>&lt;p&gt;Small bets on 2nd and 3rd street, big bets after. An open pair on 3rd street allows the big bet on that street. The best five-card hand wins.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Малые ставки на 2-й и 3-й улицах, дальше — большие. Открытая пара на 3-й улице разрешает большую ставку на этой улице. Выигрывает лучшая комбинация из пяти карт.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/help_text.py" />
            <source>&lt;h3&gt;Razz&lt;/h3&gt;</source>
            <translation>&lt;h3&gt;Разз&lt;/h3&gt;</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/help_text.py" />
            <source>&lt;p&gt;Dealt like Seven Card Stud, but the &lt;b&gt;lowest&lt;/b&gt; hand wins: aces are low, straights and flushes do not count, pairs are bad. The best hand is 5-4-3-2-A.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Раздача как в семикарточном стаде, но выигрывает &lt;b&gt;самая младшая&lt;/b&gt; рука: туз — младшая карта, стриты и флеши не считаются, пары плохи. Лучшая рука — 5-4-3-2-A.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/help_text.py" />
            <source>&lt;p&gt;On the first round the &lt;b&gt;highest&lt;/b&gt; up card brings in (kings highest). Later rounds are opened by the best low hand showing. Small bets on 3rd and 4th street, big bets after.&lt;/p&gt;</source>
            <translation>&lt;p&gt;В первом круге бринг-ин ставит &lt;b&gt;самая старшая&lt;/b&gt; открытая карта (король — старшая). Следующие круги открывает лучшая открытая младшая рука. Малые ставки на 3-й и 4-й улицах, дальше — большие.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/help_text.py" />
            <source>&lt;p&gt;Offline practice for Seven Card Stud, Stud Hi/Lo, Five Card Stud and Razz against computer opponents. Nothing leaves your computer.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Тренировка без интернета в семикарточный стад, стад хай-лоу, пятикарточный стад и разз против компьютерных соперников. Ничто не покидает ваш компьютер.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/help_text.py" />
            <source>&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Свободная программа под лицензией MIT.&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>History</name>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>Practice</source>
            <translation>Тренировка</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>Practice — {game}</source>
            <translation>Тренировка — {game}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>Hand history: {problem}</source>
            <translation>История раздач: {problem}</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/history.py" />
            <source>{shown} of {total} hand(s)</source>
            <translation>
                <numerusform>{shown} из {total} раздачи</numerusform>
                <numerusform>{shown} из {total} раздач</numerusform>
                <numerusform>{shown} из {total} раздач</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/history.py" />
            <source>{total} hand(s)</source>
            <translation>
                <numerusform>{total} раздача</numerusform>
                <numerusform>{total} раздачи</numerusform>
                <numerusform>{total} раздач</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>The hand history cannot be opened: {reason}</source>
            <translation>Историю раздач не удалось открыть: {reason}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>Hand {id} cannot be shown: {reason}</source>
            <translation>Раздачу {id} не удалось показать: {reason}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>Choose one or more hands in the list first.</source>
            <translation>Сначала выберите одну или несколько раздач в списке.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>Imported {files}</source>
            <comment>a session of imported hand-history files</comment>
            <translation>Импорт: {files}</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/history.py" />
            <source>{label}, {date} ({hands} hand(s))</source>
            <translation>
                <numerusform>{label}, {date} ({hands} раздача)</numerusform>
                <numerusform>{label}, {date} ({hands} раздачи)</numerusform>
                <numerusform>{label}, {date} ({hands} раздач)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>Importing hand {done} of {total}…</source>
            <translation>Импорт раздачи {done} из {total}…</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/history.py" />
            <source>Imported {n} hand(s)</source>
            <translation>
                <numerusform>Импортирована {n} раздача</numerusform>
                <numerusform>Импортировано {n} раздачи</numerusform>
                <numerusform>Импортировано {n} раздач</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>; {n} rejected</source>
            <translation>; отклонено: {n}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>; {n} already in the history</source>
            <translation>; уже в истории: {n}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>… and {n} more.</source>
            <translation>… и ещё {n}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>Working it out…</source>
            <translation>Подсчёт…</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>Import cancelled: nothing was imported.</source>
            <translation>Импорт отменён: ничего не импортировано.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>The import failed and nothing was imported: {reason}</source>
            <translation>Импорт не удался, ничего не импортировано: {reason}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>Not hand-history files (.phh or .phhs): {names}</source>
            <translation>Это не файлы истории раздач (.phh или .phhs): {names}</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/history.py" />
            <source>Exported {n} hand(s) to {where}.</source>
            <translation>
                <numerusform>Экспортирована {n} раздача в {where}.</numerusform>
                <numerusform>Экспортировано {n} раздачи в {where}.</numerusform>
                <numerusform>Экспортировано {n} раздач в {where}.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>The export failed: {reason}</source>
            <translation>Экспорт не удался: {reason}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>Hand #{number} — {game}, {when}</source>
            <translation>Раздача №{number} — {game}, {when}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>The deal · {street}</source>
            <translation>Раздача карт · {street}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>Action {step} of {steps} · {street}</source>
            <translation>Ход {step} из {steps} · {street}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>You (the hand's hero)</source>
            <translation>Вы (герой раздачи)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>with the cards you could see</source>
            <translation>по картам, которые вы видели</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>with every known card</source>
            <translation>по всем известным картам</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>Working out each player's equity…</source>
            <translation>Подсчёт эквити каждого игрока…</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>No review was kept for this hand (turn on the practice aids' review).</source>
            <translation>Для этой раздачи разбор не сохранён (включите разбор в тренировочных подсказках).</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>The review kept with this hand cannot be read: it is damaged or was written by another version.</source>
            <translation>Сохранённый разбор этой раздачи не удалось прочитать: он повреждён или записан другой версией программы.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>No hands match the filter.</source>
            <translation>Нет раздач, подходящих под фильтр.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>No finished sit-and-go matches the filter.</source>
            <translation>Нет завершённых сит-н-гоу, подходящих под фильтр.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>Chart saved as {path}.</source>
            <translation>График сохранён как {path}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>The chart could not be saved as {path}.</source>
            <translation>График не удалось сохранить как {path}.</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/history.py" />
            <source>{n} hand(s)</source>
            <translation>
                <numerusform>{n} раздача</numerusform>
                <numerusform>{n} раздачи</numerusform>
                <numerusform>{n} раздач</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>HistoryFilter</name>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>Any time</source>
            <translation>За всё время</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>Today</source>
            <translation>Сегодня</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>Last 7 days</source>
            <translation>Последние 7 дней</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>Last 30 days</source>
            <translation>Последние 30 дней</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>Last 12 months</source>
            <translation>Последние 12 месяцев</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>Dates…</source>
            <translation>Даты…</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>All games</source>
            <translation>Все игры</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>The first day</source>
            <translation>Первый день</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>The last day (included)</source>
            <translation>Последний день (включительно)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>Any result</source>
            <translation>Любой результат</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>Won</source>
            <comment>a hand's result</comment>
            <translation>Выигрыш</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>Lost</source>
            <comment>a hand's result</comment>
            <translation>Проигрыш</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>Even</source>
            <comment>a hand's result: neither won nor lost</comment>
            <translation>В ноль</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>With or without showdown</source>
            <translation>Со вскрытием и без</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>Showdown</source>
            <translation>Вскрытие</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>No showdown</source>
            <translation>Без вскрытия</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>Player's name</source>
            <translation>Имя игрока</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>Clear</source>
            <translation>Сбросить</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>Show every hand again</source>
            <translation>Снова показать все раздачи</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>Game</source>
            <translation>Игра</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>When</source>
            <translation>Когда</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>Session</source>
            <translation>Сессия</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>All sessions</source>
            <translation>Все сессии</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>Practice tables</source>
            <translation>Тренировочные столы</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>Sit-and-go tournaments</source>
            <translation>Турниры сит-н-гоу</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>Imported hands</source>
            <translation>Импортированные раздачи</translation>
        </message>
    </context>
    <context>
        <name>HistoryWindow</name>
        <message>
            <location filename="../studdesk/app/history.py" />
            <location filename="../studdesk/ui/history/history_window.py" />
            <source>Hand history</source>
            <translation>История раздач</translation>
        </message>
        <message>
            <location filename="../studdesk/app/history.py" />
            <source>Import</source>
            <comment>the title of the import's report</comment>
            <translation>Импорт</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/history_window.py" />
            <source>Replay</source>
            <translation>Повтор</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/history_window.py" />
            <source>Play the chosen hand again on the table (or double-click it)</source>
            <translation>Снова разыграть выбранную раздачу на столе (или дважды щёлкните по ней)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/history_window.py" />
            <source>Export…</source>
            <translation>Экспорт…</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/history_window.py" />
            <source>Write the chosen hands as PHH hand histories</source>
            <translation>Записать выбранные раздачи как истории раздач PHH</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/history_window.py" />
            <source>Import…</source>
            <translation>Импорт…</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/history_window.py" />
            <source>Read .phh and .phhs hand histories (or drop them on this window)</source>
            <translation>Прочитать истории раздач .phh и .phhs (или перетащите файлы в это окно)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/history_window.py" />
            <source>Cancel</source>
            <translation>Отмена</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/history_window.py" />
            <source>Hands</source>
            <translation>Раздачи</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/history_window.py" />
            <source>Statistics</source>
            <translation>Статистика</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/history_window.py" />
            <source>To one .phhs file…</source>
            <translation>В один файл .phhs…</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/history_window.py" />
            <source>To a folder, one .phh file per hand…</source>
            <translation>В папку, по файлу .phh на раздачу…</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/history_window.py" />
            <source>Write the bots' down cards too</source>
            <translation>Записывать и закрытые карты ботов</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/history_window.py" />
            <source>Practice hands only; cards nobody recorded stay ??</source>
            <translation>Только для тренировочных раздач; незаписанные карты остаются ??</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/history_window.py" />
            <source>Import hand histories</source>
            <translation>Импорт историй раздач</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/history_window.py" />
            <source>Hand histories (*.phh *.phhs);;All files (*)</source>
            <translation>Истории раздач (*.phh *.phhs);;Все файлы (*)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/history_window.py" />
            <source>Export hands</source>
            <translation>Экспорт раздач</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/history_window.py" />
            <source>PHH hand histories (*.phhs)</source>
            <translation>Истории раздач PHH (*.phhs)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/history_window.py" />
            <source>Export hands into a folder</source>
            <translation>Экспорт раздач в папку</translation>
        </message>
    </context>
    <context>
        <name>KeyboardPage</name>
        <message>
            <location filename="../studdesk/ui/dialogs/keyboard_page.py" />
            <source>Click a key field (or Tab to it) and press the key you want; the button beside it puts the usual key back; a field left empty leaves its command without a key.</source>
            <translation>Щёлкните по полю клавиши (или перейдите к нему клавишей Tab) и нажмите нужную клавишу; кнопка рядом возвращает обычную клавишу; пустое поле оставляет команду без клавиши.</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/keyboard_page.py" />
            <source>Usual: {key}</source>
            <translation>Обычная: {key}</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/keyboard_page.py" />
            <source>Put back the usual key for {what}</source>
            <translation>Вернуть обычную клавишу для «{what}»</translation>
        </message>
    </context>
    <context>
        <name>LadderEditor</name>
        <message>
            <location filename="../studdesk/ui/dialogs/ladder_editor.py" />
            <source>Ante</source>
            <translation>Анте</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/ladder_editor.py" />
            <source>Bring-in</source>
            <translation>Бринг-ин</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/ladder_editor.py" />
            <source>Small bet</source>
            <translation>Малая</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/ladder_editor.py" />
            <source>Big bet</source>
            <translation>Большая</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/ladder_editor.py" />
            <source>Problem</source>
            <translation>Ошибка</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/ladder_editor.py" />
            <source>Amounts in chips. Levels may stay the same or rise; none may go down.</source>
            <translation>Суммы в фишках. Уровни могут оставаться прежними или расти, но не снижаться.</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/ladder_editor.py" />
            <source>Add level</source>
            <translation>Добавить уровень</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/ladder_editor.py" />
            <source>A new level at the bottom, a copy of the last one doubled</source>
            <translation>Новый уровень внизу: последний, удвоенный</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/ladder_editor.py" />
            <source>Remove last</source>
            <translation>Убрать последний</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/ladder_editor.py" />
            <source>Default ladder</source>
            <translation>Лестница по умолчанию</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/ladder_editor.py" />
            <source>The R6.4 ladder (made for 1,500 starting chips)</source>
            <translation>Лестница R6.4 (рассчитана на 1 500 начальных фишек)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/ladder_editor.py" />
            <source>The ladder needs at least one level</source>
            <translation>В лестнице нужен хотя бы один уровень</translation>
        </message>
    </context>
    <context>
        <name>Log</name>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>Folds</source>
            <translation>Фолд</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>Checks</source>
            <translation>Чек</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>Calls {chips}</source>
            <translation>Колл {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>Brings in for {chips}</source>
            <translation>Бринг-ин {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>Completes to {chips}</source>
            <translation>Комплит до {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>Bets {chips}</source>
            <translation>Бет {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>Raises to {chips}</source>
            <translation>Рейз до {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>You fold</source>
            <translation>Вы сбрасываете карты</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>You check</source>
            <translation>Вы делаете чек</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>You call {chips}</source>
            <translation>Вы уравниваете {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>You bring in for {chips}</source>
            <translation>Вы ставите бринг-ин {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>You complete to {chips}</source>
            <translation>Вы делаете комплит до {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>You bet {chips}</source>
            <translation>Вы ставите {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>You raise to {chips}</source>
            <translation>Вы повышаете до {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>{name} folds</source>
            <translation>{name} сбрасывает карты</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>{name} checks</source>
            <translation>{name} делает чек</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>{name} calls {chips}</source>
            <translation>{name} уравнивает {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>{name} brings in for {chips}</source>
            <translation>{name} ставит бринг-ин {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>{name} completes to {chips}</source>
            <translation>{name} делает комплит до {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>{name} bets {chips}</source>
            <translation>{name} ставит {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>{name} raises to {chips}</source>
            <translation>{name} повышает до {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source> (big bet)</source>
            <translation> (большая ставка)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source> — all-in</source>
            <translation> — олл-ин</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>the pot</source>
            <translation>банка</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>the main pot</source>
            <translation>основного банка</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>the side pot</source>
            <translation>сайд-пота</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>side pot {number}</source>
            <translation>сайд-пота {number}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>the high half of {pot}</source>
            <translation>хай-половины {pot}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>the low half of {pot}</source>
            <translation>лоу-половины {pot}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>You</source>
            <translation>Вы</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>Seat {number}</source>
            <translation>Место {number}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>Everyone antes {chips}.</source>
            <translation>Все ставят анте {chips}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>Your down card: {cards}.</source>
            <translation>Ваша закрытая карта: {cards}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>Your down cards: {cards}.</source>
            <translation>Ваши закрытые карты: {cards}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>Up cards: {cards}.</source>
            <translation>Открытые карты: {cards}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>— Hand #{number}: {game}, ante {ante}, bring-in {bring_in}, {small}/{big}. Dealer button: {button}.</source>
            <translation>— Раздача №{number}: {game}, анте {ante}, бринг-ин {bring_in}, {small}/{big}. Баттон дилера: {button}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>You ante {chips} and are all-in.</source>
            <translation>Вы ставите анте {chips} и идёте олл-ин.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>{name} antes {chips} and is all-in.</source>
            <translation>{name} ставит анте {chips} и идёт олл-ин.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>You ante {chips}.</source>
            <translation>Вы ставите анте {chips}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>{name} antes {chips}.</source>
            <translation>{name} ставит анте {chips}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>{street} (bets of {bet}).</source>
            <translation>{street} (ставки по {bet}).</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>The deck is short: {card} is dealt face up in the middle as everyone's last card.</source>
            <translation>Колода кончилась: {card} открыта в центре стола как последняя карта для всех.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>{chips} uncalled returned to you.</source>
            <translation>{chips} неуравненной ставки возвращено вам.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>{chips} uncalled returned to {name}.</source>
            <translation>{chips} неуравненной ставки возвращено: {name}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>no hand</source>
            <translation>нет комбинации</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>; no low</source>
            <translation>; нет лоу</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>You show {cards}: {hands}.</source>
            <translation>Вы открываете {cards}: {hands}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>{name} shows {cards}: {hands}.</source>
            <translation>{name} открывает {cards}: {hands}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>You muck.</source>
            <translation>Вы сбрасываете карты не показывая.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>{name} mucks.</source>
            <translation>{name} сбрасывает карты не показывая.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>You win {chips} from {share} with {hand}.</source>
            <translation>Вы выигрываете {chips} из {share}: {hand}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>{name} wins {chips} from {share} with {hand}.</source>
            <translation>{name} выигрывает {chips} из {share}: {hand}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>You win {chips} from {share}.</source>
            <translation>Вы выигрываете {chips} из {share}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>{name} wins {chips} from {share}.</source>
            <translation>{name} выигрывает {chips} из {share}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>You are dealt {card} face up.</source>
            <translation>Вам сдана открытая {card}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>{name} is dealt {card} face up.</source>
            <translation>{name} получает открытую {card}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>You are dealt {card} face down.</source>
            <translation>Вам сдана закрытая {card}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>{name} is dealt {card} face down.</source>
            <translation>{name} получает закрытую {card}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>Pot {total} (main pot {main}, side pot {side}).</source>
            <translation>Банк {total} (основной {main}, сайд-пот {side}).</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>side pot {number}: {chips}</source>
            <translation>сайд-пот {number}: {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>Pot {total} (main pot {main}, {sides}).</source>
            <translation>Банк {total} (основной {main}, {sides}).</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>Pot {total}.</source>
            <translation>Банк {total}.</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../studdesk/ui/aids_dock.py" />
            <source>Practice aids</source>
            <translation>Подсказки</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/aids_dock.py" />
            <source>&amp;Practice aids</source>
            <translation>&amp;Подсказки</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/aids_dock.py" />
            <source>&amp;Tools</source>
            <translation>&amp;Инструменты</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/aids_dock.py" />
            <source>Stud &amp;equity calculator…</source>
            <translation>&amp;Калькулятор эквити…</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/aids_dock.py" />
            <source>&amp;Third-street trainer…</source>
            <translation>&amp;Тренажёр третьей улицы…</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/aids_dock.py" />
            <source>&amp;Memory drill results…</source>
            <translation>&amp;Результаты тренировки памяти…</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <location filename="../studdesk/wording/table.py" />
            <source>Dealer's log</source>
            <translation>Журнал дилера</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <location filename="../studdesk/wording/table.py" />
            <source>Tournament</source>
            <translation>Турнир</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <source>&amp;Game</source>
            <translation>&amp;Игра</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <source>&amp;New practice game</source>
            <translation>&amp;Новая тренировочная игра</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <source>New &amp;sit-and-go…</source>
            <translation>Новый &amp;сит-н-гоу…</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <source>&amp;Continue a saved game…</source>
            <translation>&amp;Продолжить сохранённую игру…</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <source>&amp;Finished tournaments…</source>
            <translation>&amp;Завершённые турниры…</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <source>Hand &amp;history…</source>
            <translation>&amp;История раздач…</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <source>Every hand played: replay them, statistics and charts, PHH files</source>
            <translation>Все сыгранные раздачи: повтор, статистика и графики, файлы PHH</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <source>&amp;Pause</source>
            <translation>П&amp;ауза</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <source>&amp;Settings…</source>
            <translation>&amp;Настройки…</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <source>&amp;Quit</source>
            <translation>&amp;Выход</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <source>&amp;View</source>
            <translation>&amp;Вид</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <source>&amp;Dealer's log</source>
            <translation>&amp;Журнал дилера</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <source>&amp;Tournament standings</source>
            <translation>&amp;Положение в турнире</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <source>&amp;Bigger text</source>
            <translation>Текст &amp;крупнее</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <source>S&amp;maller text</source>
            <translation>Текст &amp;мельче</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <source>&amp;Help</source>
            <translation>&amp;Справка</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Клавиши</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <source>&amp;About StudDesk</source>
            <translation>&amp;О программе StudDesk</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <source>Table</source>
            <translation>Стол</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <source>Tournament standings</source>
            <translation>Положение в турнире</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <source>Rules</source>
            <translation>Правила</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <source>Keyboard shortcuts</source>
            <translation>Клавиши</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <source>About StudDesk</source>
            <translation>О программе StudDesk</translation>
        </message>
    </context>
    <context>
        <name>MemoryDrill</name>
        <message>
            <location filename="../studdesk/ui/memory_drill.py" />
            <source>Answer</source>
            <translation>Ответить</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/memory_drill.py" />
            <source>Yes, it is live</source>
            <translation>Да, она жива</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/memory_drill.py" />
            <source>No, it is dead</source>
            <translation>Нет, она мертва</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/memory_drill.py" />
            <source>Next question</source>
            <translation>Следующий вопрос</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/memory_drill.py" />
            <source>Memory drill results</source>
            <translation>Результаты тренировки памяти</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/memory_drill.py" />
            <source>Bars: share of right answers. Yellow line: seconds per question.</source>
            <translation>Столбцы: доля верных ответов. Жёлтая линия: секунд на вопрос.</translation>
        </message>
    </context>
    <context>
        <name>Names</name>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>You</source>
            <comment>the player's name until they choose one</comment>
            <translation>Вы</translation>
        </message>
    </context>
    <context>
        <name>Numbers</name>
        <message>
            <location filename="../studdesk/wording/__init__.py" />
            <source>,</source>
            <comment>thousands separator: 12,500</comment>
            <translation> </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/__init__.py" />
            <source>.</source>
            <comment>decimal mark: 127.50</comment>
            <translation>,</translation>
        </message>
    </context>
    <context>
        <name>Odds</name>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>{value} %</source>
            <translation>{value} %</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>{ratio} to 1</source>
            <translation>{ratio} к 1</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>one</source>
            <translation>одна</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>two</source>
            <translation>две</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>three</source>
            <translation>три</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>four</source>
            <translation>четыре</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>five</source>
            <translation>пять</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>no {rank}</source>
            <translation>нет: {rank}</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/odds.py" />
            <source>{n} two(s)</source>
            <translation>
                <numerusform>{n} двойка</numerusform>
                <numerusform>{n} двойки</numerusform>
                <numerusform>{n} двоек</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/odds.py" />
            <source>{n} three(s)</source>
            <translation>
                <numerusform>{n} тройка</numerusform>
                <numerusform>{n} тройки</numerusform>
                <numerusform>{n} троек</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/odds.py" />
            <source>{n} four(s)</source>
            <translation>
                <numerusform>{n} четвёрка</numerusform>
                <numerusform>{n} четвёрки</numerusform>
                <numerusform>{n} четвёрок</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/odds.py" />
            <source>{n} five(s)</source>
            <translation>
                <numerusform>{n} пятёрка</numerusform>
                <numerusform>{n} пятёрки</numerusform>
                <numerusform>{n} пятёрок</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/odds.py" />
            <source>{n} six(es)</source>
            <translation>
                <numerusform>{n} шестёрка</numerusform>
                <numerusform>{n} шестёрки</numerusform>
                <numerusform>{n} шестёрок</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/odds.py" />
            <source>{n} seven(s)</source>
            <translation>
                <numerusform>{n} семёрка</numerusform>
                <numerusform>{n} семёрки</numerusform>
                <numerusform>{n} семёрок</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/odds.py" />
            <source>{n} eight(s)</source>
            <translation>
                <numerusform>{n} восьмёрка</numerusform>
                <numerusform>{n} восьмёрки</numerusform>
                <numerusform>{n} восьмёрок</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/odds.py" />
            <source>{n} nine(s)</source>
            <translation>
                <numerusform>{n} девятка</numerusform>
                <numerusform>{n} девятки</numerusform>
                <numerusform>{n} девяток</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/odds.py" />
            <source>{n} ten(s)</source>
            <translation>
                <numerusform>{n} десятка</numerusform>
                <numerusform>{n} десятки</numerusform>
                <numerusform>{n} десяток</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/odds.py" />
            <source>{n} jack(s)</source>
            <translation>
                <numerusform>{n} валет</numerusform>
                <numerusform>{n} валета</numerusform>
                <numerusform>{n} валетов</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/odds.py" />
            <source>{n} queen(s)</source>
            <translation>
                <numerusform>{n} дама</numerusform>
                <numerusform>{n} дамы</numerusform>
                <numerusform>{n} дам</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/odds.py" />
            <source>{n} king(s)</source>
            <translation>
                <numerusform>{n} король</numerusform>
                <numerusform>{n} короля</numerusform>
                <numerusform>{n} королей</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/odds.py" />
            <source>{n} ace(s)</source>
            <translation>
                <numerusform>{n} туз</numerusform>
                <numerusform>{n} туза</numerusform>
                <numerusform>{n} тузов</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>{first} and {last}</source>
            <translation>{first} и {last}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>call {call} (all-in) to win {win}: {ratio}, you need {need}</source>
            <translation>колл {call} (олл-ин), чтобы выиграть {win}: {ratio}, нужно {need}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>call {call} to win {win}: {ratio}, you need {need}</source>
            <translation>колл {call}, чтобы выиграть {win}: {ratio}, нужно {need}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>Nothing to call</source>
            <translation>Уравнивать нечего</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>exact</source>
            <translation>точно</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/odds.py" />
            <source>Equity {equity} against {n} opponent(s) ({how})</source>
            <translation>
                <numerusform>Эквити {equity} против {n} соперника ({how})</numerusform>
                <numerusform>Эквити {equity} против {n} соперников ({how})</numerusform>
                <numerusform>Эквити {equity} против {n} соперников ({how})</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>High {high}, low {low}, scoop {scoop}</source>
            <translation>Хай {high}, лоу {low}, скуп {scoop}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>You make a qualifying low {chance} of the time</source>
            <translation>Вы собираете подходящее лоу в {chance} случаев</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>You are not in this hand</source>
            <translation>Вы не участвуете в этой раздаче</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>The hand is over</source>
            <translation>Раздача окончена</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>Nobody is left to play against</source>
            <translation>Играть не с кем</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>No draw to a better hand</source>
            <translation>Нет дро на лучшую руку</translation>
        </message>
    </context>
    <context>
        <name>Outs</name>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>Two pair</source>
            <translation>Две пары</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>Trips</source>
            <translation>Тройка</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>Straight</source>
            <translation>Стрит</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>Flush</source>
            <translation>Флеш</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>Full house</source>
            <translation>Фул-хаус</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>Quads</source>
            <translation>Каре</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>Low</source>
            <translation>Лоу</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>Better low</source>
            <translation>Лучшее лоу</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>{n} folded</source>
            <translation>сброшено: {n}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>{n} showing</source>
            <translation>открыто: {n}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>{count} live</source>
            <translation>живых: {count}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>{live} of {total} {cards} live</source>
            <translation>живых {live} из {total} ({cards})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>{draw} (needs {n} more)</source>
            <translation>{draw} (нужно ещё {n})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>{draw}: {live}{whereabouts}</source>
            <translation>{draw}: {live}{whereabouts}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>{draw} (dead draw)</source>
            <translation>{draw} (мёртвое дро)</translation>
        </message>
    </context>
    <context>
        <name>Panel</name>
        <message>
            <location filename="../studdesk/wording/panel.py" />
            <source>Fold</source>
            <translation>Фолд</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/panel.py" />
            <source>Check</source>
            <translation>Чек</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/panel.py" />
            <source>Call {chips}</source>
            <translation>Колл {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/panel.py" />
            <source>Bring-in {chips}</source>
            <translation>Бринг-ин {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/panel.py" />
            <source>Complete to {chips}</source>
            <translation>Комплит до {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/panel.py" />
            <source>Bet {chips}</source>
            <translation>Бет {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/panel.py" />
            <source>Raise to {chips}</source>
            <translation>Рейз до {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/panel.py" />
            <source>{action} (all-in)</source>
            <translation>{action} (олл-ин)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/panel.py" />
            <location filename="../studdesk/wording/problems.py" />
            <source>fold</source>
            <translation>фолд</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/panel.py" />
            <location filename="../studdesk/wording/problems.py" />
            <source>check</source>
            <translation>чек</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/panel.py" />
            <source>call {chips}</source>
            <translation>колл {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/panel.py" />
            <location filename="../studdesk/wording/problems.py" />
            <source>bring in</source>
            <translation>бринг-ин</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/panel.py" />
            <location filename="../studdesk/wording/problems.py" />
            <source>complete to {chips}</source>
            <translation>комплит до {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/panel.py" />
            <location filename="../studdesk/wording/problems.py" />
            <source>bet {chips}</source>
            <translation>бет {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/panel.py" />
            <location filename="../studdesk/wording/problems.py" />
            <source>raise to {chips}</source>
            <translation>рейз до {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/panel.py" />
            <source>{key} to {action}</source>
            <translation>{key} — {action}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/panel.py" />
            <source>You must open the betting: {keys}</source>
            <translation>Вы открываете торговлю: {keys}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/panel.py" />
            <source>{key} is not on offer now: {keys}</source>
            <translation>{key} сейчас недоступно: {keys}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/panel.py" />
            <source>Shortcut: {key}</source>
            <translation>Клавиша: {key}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/panel.py" />
            <source>Check/Fold</source>
            <translation>Чек/фолд</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/panel.py" />
            <source>When your turn comes: check if you can, otherwise fold</source>
            <translation>Когда придёт ваш ход: чек, если можно, иначе фолд</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/panel.py" />
            <source>Call any</source>
            <translation>Колл любой ставки</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/panel.py" />
            <source>When your turn comes: call whatever the bet is (or check)</source>
            <translation>Когда придёт ваш ход: уравнять любую ставку (или чек)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/panel.py" />
            <source>⏱ {clock}</source>
            <translation>⏱ {clock}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/panel.py" />
            <source>Time is up: {action} for you.</source>
            <translation>Время вышло: за вас — {action}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/panel.py" />
            <source>Your up card is the lowest, so you open: bring in for {bring_in} ({bring_key}), or complete to a full bet of {complete} ({complete_key}).</source>
            <translation>Ваша открытая карта самая младшая, вы открываете: бринг-ин {bring_in} ({bring_key}) или комплит до полной ставки {complete} ({complete_key}).</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/panel.py" />
            <source>Your up card is the highest, so you open: bring in for {bring_in} ({bring_key}), or complete to a full bet of {complete} ({complete_key}).</source>
            <translation>Ваша открытая карта самая старшая, вы открываете: бринг-ин {bring_in} ({bring_key}) или комплит до полной ставки {complete} ({complete_key}).</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/panel.py" />
            <source>An open pair shows, so this round you may bet the small bet {small} ({small_key}) or the big bet {big} ({big_key}).</source>
            <translation>На столе открытая пара: в этом круге можно поставить малую ставку {small} ({small_key}) или большую {big} ({big_key}).</translation>
        </message>
    </context>
    <context>
        <name>PayoutsEditor</name>
        <message>
            <location filename="../studdesk/ui/dialogs/payouts_editor.py" />
            <source>paid</source>
            <comment>places paid: 3 paid</comment>
            <translation>призовых</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/payouts_editor.py" />
            <source>How many places win a share of the prize pool</source>
            <translation>Сколько мест получают долю призового фонда</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/payouts_editor.py" />
            <source>Default</source>
            <translation>По умолчанию</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/payouts_editor.py" />
            <source>R6.3: 2-4 entrants 100 %; 5-6: 65/35; 7-10: 50/30/20</source>
            <translation>R6.3: 2-4 участника — 100 %; 5-6: 65/35; 7-10: 50/30/20</translation>
        </message>
    </context>
    <context>
        <name>Places</name>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>{n}th</source>
            <translation>{n}-е</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>{n}st</source>
            <translation>{n}-е</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>{n}nd</source>
            <translation>{n}-е</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>{n}rd</source>
            <translation>{n}-е</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>{n}th</source>
            <comment>ending in 4: 4th, 24th</comment>
            <translation>{n}-е</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>{first}-{last} (shared)</source>
            <translation>{first}–{last} (делят)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>{first}-{last}=</source>
            <translation>{first}–{last}=</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>You are out of the tournament in {place} place and win {prize}.</source>
            <translation>Вы выбываете из турнира: {place} место, выигрыш {prize}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>You are out of the tournament in {place} place.</source>
            <translation>Вы выбываете из турнира: {place} место.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>{name} is out in {place} place, winning {prize}.</source>
            <translation>{name} выбывает: {place} место, выигрыш {prize}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>{name} is out in {place} place.</source>
            <translation>{name} выбывает: {place} место.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>You are out in {place} place</source>
            <translation>Вы выбыли: {place} место</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>{name} is out in {place} place</source>
            <translation>{name} выбывает: {place} место</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>{name} out in {place}</source>
            <translation>{name}: {place} место</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>Last hand: {outs}</source>
            <translation>В последней раздаче: {outs}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>You win the tournament and {prize}!</source>
            <translation>Вы выиграли турнир и {prize}!</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>{name} wins the tournament.</source>
            <translation>{name} выигрывает турнир.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>{name} wins.</source>
            <translation>{name} побеждает.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>You finish {place} and win {prize}.</source>
            <translation>Ваше место: {place}, выигрыш {prize}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>You finish {place}.</source>
            <translation>Ваше место: {place}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>{place} {share} % ({prize})</source>
            <translation>{place}: {share} % ({prize})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>Places paid: {count} — {shares}</source>
            <translation>Призовых мест: {count} — {shares}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>{place} place share</source>
            <translation>Доля за {place} место</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>Mixed ({games})</source>
            <translation>Микс ({games})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>{games} · {entrants} players · {hands} hands · level {level} reached · prize pool {pool}</source>
            <translation>{games} · игроков: {entrants} · раздач: {hands} · достигнут уровень {level} · призовой фонд {pool}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>{name} (you)</source>
            <translation>{name} (вы)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>(watched)</source>
            <translation>(наблюдение)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>Bot: {bot}</source>
            <translation>Бот: {bot}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>{share} %</source>
            <translation>{share} %</translation>
        </message>
    </context>
    <context>
        <name>PracticeMenu</name>
        <message>
            <location filename="../studdesk/ui/practice_menu.py" />
            <source>&amp;Table</source>
            <translation>&amp;Стол</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/practice_menu.py" />
            <source>&amp;Top up or re-buy…</source>
            <translation>&amp;Докупить или сделать ребай…</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/practice_menu.py" />
            <source>Add chips to your stack before the next hand</source>
            <translation>Добавить фишки в стек перед следующей раздачей</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/practice_menu.py" />
            <source>&amp;Sit out</source>
            <translation>&amp;Пропускать раздачи</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/practice_menu.py" />
            <source>Let the bots play on without you; uncheck to be dealt in again</source>
            <translation>Боты играют без вас; снимите отметку, чтобы снова получать карты</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/practice_menu.py" />
            <source>&amp;Add a bot…</source>
            <translation>&amp;Добавить бота…</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/practice_menu.py" />
            <source>&amp;Remove a bot…</source>
            <translation>&amp;Убрать бота…</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/practice_menu.py" />
            <source>Send a bot away from the table</source>
            <translation>Убрать бота из-за стола</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/practice_menu.py" />
            <source>&amp;Game</source>
            <translation>&amp;Игра</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/practice_menu.py" />
            <source>The table is full: remove a bot first, or choose more opponents in Settings</source>
            <translation>Стол заполнен: сначала уберите бота или выберите больше соперников в настройках</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/practice_menu.py" />
            <source>Seat a bot in a free seat</source>
            <translation>Посадить бота на свободное место</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/practice_menu.py" />
            <source>Top up or re-buy</source>
            <translation>Докупить или ребай</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/practice_menu.py" />
            <source>Chips to add to your stack (from the next hand):</source>
            <translation>Сколько фишек добавить в стек (со следующей раздачи):</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/practice_menu.py" />
            <source>Add a bot</source>
            <translation>Добавить бота</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/practice_menu.py" />
            <source>The bot to seat in the first free seat:</source>
            <translation>Бот, которого посадить на первое свободное место:</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/practice_menu.py" />
            <source>Remove a bot</source>
            <translation>Убрать бота</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/practice_menu.py" />
            <source>The bot to send away (after this hand):</source>
            <translation>Бот, которого убрать (после этой раздачи):</translation>
        </message>
    </context>
    <context>
        <name>Problems</name>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>ante</source>
            <translation>анте</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>bring-in</source>
            <translation>бринг-ин</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>small bet</source>
            <translation>малая ставка</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>big bet</source>
            <translation>большая ставка</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>{amount} must be a whole number of chips</source>
            <translation>{amount}: нужно целое число фишек</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>Ante must not be negative</source>
            <translation>Анте не может быть отрицательным</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>Bring-in must be at least 1 chip</source>
            <translation>Бринг-ин должен быть не меньше 1 фишки</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>Bring-in must not exceed the small bet</source>
            <translation>Бринг-ин не может быть больше малой ставки</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>Big bet must be larger than the small bet</source>
            <translation>Большая ставка должна быть больше малой</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>Raise cap must be 3 or 4 raises after the bet</source>
            <translation>Лимит рейзов после бета — 3 или 4</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>The ladder needs at least one level</source>
            <translation>В структуре уровней нужен хотя бы один уровень</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>Level {level}'s {amount} ({now}) is lower than level {before}'s ({was}): levels may not go down</source>
            <translation>Уровень {level}: {amount} ({now}) меньше, чем на уровне {before} ({was}); уровни не могут снижаться</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>Level {level} is not a betting structure</source>
            <translation>Уровень {level} — не структура ставок</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>Level {level} needs 4 amounts (ante, bring-in, small bet, big bet)</source>
            <translation>Для уровня {level} нужны 4 суммы (анте, бринг-ин, малая ставка, большая ставка)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>Level {level}: {problem}</source>
            <translation>Уровень {level}: {problem}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>At least one place must be paid</source>
            <translation>Нужно оплатить хотя бы одно место</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/problems.py" />
            <source>{places} places are paid but only {players} player(s) enter</source>
            <translation>
                <numerusform>Оплачено мест: {places}, а участвует только {players} игрок</numerusform>
                <numerusform>Оплачено мест: {places}, а участвуют только {players} игрока</numerusform>
                <numerusform>Оплачено мест: {places}, а участвуют только {players} игроков</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>Place {place} pays {share} %: each paid place needs a positive share</source>
            <translation>Место {place} получает {share} %: у каждого оплачиваемого места должна быть положительная доля</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>Place {place} pays more than place {before}</source>
            <translation>Место {place} получает больше, чем место {before}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>The payouts add up to {total} %; they must add up to 100 %</source>
            <translation>Сумма выплат — {total} %, а должна быть 100 %</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>A level must last at least 1 minute</source>
            <translation>Уровень должен длиться хотя бы 1 минуту</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>A level must last at least 1 hand</source>
            <translation>Уровень должен длиться хотя бы 1 раздачу</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>Every entrant needs at least 1 starting chip</source>
            <translation>Каждому участнику нужна хотя бы 1 стартовая фишка</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>The buy-in must be a whole number, 0 or more</source>
            <translation>Бай-ин должен быть целым числом, не меньше 0</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>Choose a game or a rotation</source>
            <translation>Выберите игру или ротацию</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>{key} is not a game StudDesk deals</source>
            <translation>{key} — не игра, которую раздаёт StudDesk</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/problems.py" />
            <source>{games} takes {low} to {high} players, not {count}</source>
            <translation>
                <numerusform>{games}: от {low} до {high} игроков, а не {count}</numerusform>
                <numerusform>{games}: от {low} до {high} игроков, а не {count}</numerusform>
                <numerusform>{games}: от {low} до {high} игроков, а не {count}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>Player {entrant} has no name</source>
            <translation>У игрока {entrant} нет имени</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>Two players are called {name}</source>
            <translation>Два игрока с именем {name}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>{game} is played by {low} to {high} players with chips; ready to play: {ready}</source>
            <translation>{game}: нужно от {low} до {high} игроков с фишками; готовы играть: {ready}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>nobody with chips is seated</source>
            <translation>за столом нет никого с фишками</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>changes are made between hands; wait for this hand to end</source>
            <translation>изменения вносятся между раздачами; дождитесь конца этой раздачи</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>seat {seat} is empty</source>
            <translation>место {seat} свободно</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>the table has no seat {seat}</source>
            <translation>за этим столом нет места {seat}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>seat {seat} is taken by {name}</source>
            <translation>место {seat} занято: там сидит {name}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>{name} needs chips to sit down</source>
            <translation>чтобы сесть за стол, игроку {name} нужны фишки</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>someone called {name} is already seated</source>
            <translation>за столом уже сидит игрок по имени {name}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>at least 1 chip is needed</source>
            <translation>нужна хотя бы 1 фишка</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>a table has 2 to 10 seats</source>
            <translation>за столом может быть от 2 до 10 мест</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>the hand is not over yet</source>
            <translation>раздача ещё не закончилась</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>the tournament is over</source>
            <translation>турнир окончен</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>The hand is over.</source>
            <translation>Раздача окончена.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>It is not your turn.</source>
            <translation>Сейчас не ваш ход.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>Nothing can be done now: wait for your turn.</source>
            <translation>Сейчас ничего сделать нельзя: дождитесь своего хода.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>You cannot {action} now ({rule}). You may: {choices}.</source>
            <translation>{action} сейчас недоступен ({rule}). Можно: {choices}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>You cannot {action} now. You may: {choices}.</source>
            <translation>{action} сейчас недоступен. Можно: {choices}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>the hand is already over</source>
            <translation>раздача уже окончена</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>it is another seat's turn</source>
            <translation>сейчас ход другого места</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>the action is not on offer ({rule})</source>
            <translation>это действие сейчас не разрешено ({rule})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>the action is not on offer</source>
            <translation>это действие сейчас не разрешено</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>call</source>
            <translation>колл</translation>
        </message>
    </context>
    <context>
        <name>Questions</name>
        <message>
            <location filename="../studdesk/wording/questions.py" />
            <source>A new table?</source>
            <translation>Новый стол?</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/questions.py" />
            <source>These settings need a new table: {reasons}.</source>
            <translation>Для этих настроек нужен новый стол: {reasons}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/questions.py" />
            <source>The hand in play is played out first. Then everyone starts again with {chips} chips and the hands are counted from #1; the table you play now is not kept.</source>
            <translation>Сначала доигрывается текущая раздача. Затем все начинают заново со стеком {chips}, раздачи считаются с №1; нынешний стол не сохраняется.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/questions.py" />
            <source>Start a new table</source>
            <translation>Начать новый стол</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/questions.py" />
            <source>Back</source>
            <translation>Назад</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/questions.py" />
            <source>Out of chips</source>
            <translation>Фишки кончились</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/questions.py" />
            <source>Sitting out, the bots play on and you watch; Table ▸ Top up or re-buy sits you down again. Leaving stops the table until you choose.</source>
            <translation>Если пропускать раздачи, боты играют дальше, а вы смотрите; Стол ▸ Докупить или сделать ребай вернёт вас за стол. Если уйти, стол остановится, пока вы не решите.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/questions.py" />
            <source>Re-buy for {chips}</source>
            <translation>Ребай на {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/questions.py" />
            <source>Sit out</source>
            <translation>Пропускать раздачи</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/questions.py" />
            <source>Leave the table</source>
            <translation>Уйти из-за стола</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/questions.py" />
            <source>Always re-buy without asking (Settings ▸ Game)</source>
            <translation>Всегда делать ребай без вопроса (Настройки ▸ Игра)</translation>
        </message>
    </context>
    <context>
        <name>Ranks</name>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>two</source>
            <comment>on its own: no two</comment>
            <translation>двойка</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>three</source>
            <comment>on its own: no three</comment>
            <translation>тройка</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>four</source>
            <comment>on its own: no four</comment>
            <translation>четвёрка</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>five</source>
            <comment>on its own: no five</comment>
            <translation>пятёрка</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>six</source>
            <comment>on its own: no six</comment>
            <translation>шестёрка</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>seven</source>
            <comment>on its own: no seven</comment>
            <translation>семёрка</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>eight</source>
            <comment>on its own: no eight</comment>
            <translation>восьмёрка</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>nine</source>
            <comment>on its own: no nine</comment>
            <translation>девятка</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>ten</source>
            <comment>on its own: no ten</comment>
            <translation>десятка</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>jack</source>
            <comment>on its own: no jack</comment>
            <translation>валет</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>queen</source>
            <comment>on its own: no queen</comment>
            <translation>дама</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>king</source>
            <comment>on its own: no king</comment>
            <translation>король</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>ace</source>
            <comment>on its own: no ace</comment>
            <translation>туз</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>Two</source>
            <comment>high card: Two high</comment>
            <translation>двойка</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>Three</source>
            <comment>high card: Three high</comment>
            <translation>тройка</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>Four</source>
            <comment>high card: Four high</comment>
            <translation>четвёрка</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>Five</source>
            <comment>high card: Five high</comment>
            <translation>пятёрка</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>Six</source>
            <comment>high card: Six high</comment>
            <translation>шестёрка</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>Seven</source>
            <comment>high card: Seven high</comment>
            <translation>семёрка</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>Eight</source>
            <comment>high card: Eight high</comment>
            <translation>восьмёрка</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>Nine</source>
            <comment>high card: Nine high</comment>
            <translation>девятка</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>10</source>
            <comment>high card: 10 high</comment>
            <translation>десятка</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>Jack</source>
            <comment>high card: Jack high</comment>
            <translation>валет</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>Queen</source>
            <comment>high card: Queen high</comment>
            <translation>дама</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>King</source>
            <comment>high card: King high</comment>
            <translation>король</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>Ace</source>
            <comment>high card: Ace high</comment>
            <translation>туз</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>five</source>
            <comment>top of a straight or flush: Straight, five high</comment>
            <translation>пятёрки</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>six</source>
            <comment>top of a straight or flush: Straight, six high</comment>
            <translation>шестёрки</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>seven</source>
            <comment>top of a straight or flush: Flush, seven high</comment>
            <translation>семёрки</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>eight</source>
            <comment>top of a straight or flush: Straight, eight high</comment>
            <translation>восьмёрки</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>nine</source>
            <comment>top of a straight or flush: Straight, nine high</comment>
            <translation>девятки</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>10</source>
            <comment>top of a straight or flush: Straight, 10 high</comment>
            <translation>десятки</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>jack</source>
            <comment>top of a straight or flush: Straight, jack high</comment>
            <translation>валета</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>queen</source>
            <comment>top of a straight or flush: Straight, queen high</comment>
            <translation>дамы</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>king</source>
            <comment>top of a straight or flush: Straight, king high</comment>
            <translation>короля</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>ace</source>
            <comment>top of a straight or flush: Straight, ace high</comment>
            <translation>туза</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>twos</source>
            <comment>a list: Two pair, kings and twos</comment>
            <translation>двойки</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>threes</source>
            <comment>a list: Two pair, kings and threes</comment>
            <translation>тройки</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>fours</source>
            <comment>a list: Two pair, kings and fours</comment>
            <translation>четвёрки</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>fives</source>
            <comment>a list: Two pair, kings and fives</comment>
            <translation>пятёрки</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>sixes</source>
            <comment>a list: Two pair, kings and sixes</comment>
            <translation>шестёрки</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>sevens</source>
            <comment>a list: Two pair, kings and sevens</comment>
            <translation>семёрки</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>eights</source>
            <comment>a list: Two pair, kings and eights</comment>
            <translation>восьмёрки</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>nines</source>
            <comment>a list: Two pair, kings and nines</comment>
            <translation>девятки</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>tens</source>
            <comment>a list: Two pair, kings and tens</comment>
            <translation>десятки</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>jacks</source>
            <comment>a list: Two pair, kings and jacks</comment>
            <translation>валеты</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>queens</source>
            <comment>a list: Two pair, kings and queens</comment>
            <translation>дамы</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>kings</source>
            <comment>a list: Full house, kings over sevens</comment>
            <translation>короли</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>aces</source>
            <comment>a list: Two pair, aces and kings</comment>
            <translation>тузы</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>twos</source>
            <comment>of: Pair of twos</comment>
            <translation>двоек</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>threes</source>
            <comment>of: Pair of threes</comment>
            <translation>троек</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>fours</source>
            <comment>of: Pair of fours</comment>
            <translation>четвёрок</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>fives</source>
            <comment>of: Pair of fives</comment>
            <translation>пятёрок</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>sixes</source>
            <comment>of: Pair of sixes</comment>
            <translation>шестёрок</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>sevens</source>
            <comment>of: Pair of sevens</comment>
            <translation>семёрок</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>eights</source>
            <comment>of: Pair of eights</comment>
            <translation>восьмёрок</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>nines</source>
            <comment>of: Pair of nines</comment>
            <translation>девяток</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>tens</source>
            <comment>of: Pair of tens</comment>
            <translation>десяток</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>jacks</source>
            <comment>of: Pair of jacks</comment>
            <translation>валетов</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>queens</source>
            <comment>of: Pair of queens</comment>
            <translation>дам</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>kings</source>
            <comment>of: Pair of kings</comment>
            <translation>королей</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>aces</source>
            <comment>of: Pair of aces</comment>
            <translation>тузов</translation>
        </message>
    </context>
    <context>
        <name>Reasons</name>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>rolled-up {ranks}</source>
            <translation>тройка {ranks} с раздачи</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>live</source>
            <comment>a pair none of whose rank is seen</comment>
            <translation>живая</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>{n} live</source>
            <comment>cards of the pair's rank not seen</comment>
            <translation>живых: {n}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>hidden pair of {ranks} ({live})</source>
            <translation>закрытая пара {ranks} ({live})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>pair of {ranks} ({live})</source>
            <translation>пара {ranks} ({live})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>{hand}, {rank} kicker</source>
            <translation>{hand}, кикер {rank}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>pair of {ranks}</source>
            <translation>пара {ranks}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>{rank}-high, no draw</source>
            <translation>старшая {rank}, без дро</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>3-flush with {live} of 10 {suit} live</source>
            <translation>три к флешу, живых {live} из 10 ({suit})</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/reasons.py" />
            <source>straight flush draw {ranks} ({n} needed card(s) out)</source>
            <translation>
                <numerusform>дро на стрит-флеш {ranks} (вышла {n} нужная карта)</numerusform>
                <numerusform>дро на стрит-флеш {ranks} (вышли {n} нужные карты)</numerusform>
                <numerusform>дро на стрит-флеш {ranks} (вышло {n} нужных карт)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/reasons.py" />
            <source>3-straight {ranks} ({n} needed card(s) out)</source>
            <translation>
                <numerusform>три к стриту {ranks} (вышла {n} нужная карта)</numerusform>
                <numerusform>три к стриту {ranks} (вышли {n} нужные карты)</numerusform>
                <numerusform>три к стриту {ranks} (вышло {n} нужных карт)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>no low, no big pair</source>
            <translation>ни лоу, ни старшей пары</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/reasons.py" />
            <source>three to a {top} low ({n} low card(s) out)</source>
            <translation>
                <numerusform>три к лоу до {top} (вышла {n} младшая карта)</numerusform>
                <numerusform>три к лоу до {top} (вышли {n} младшие карты)</numerusform>
                <numerusform>три к лоу до {top} (вышло {n} младших карт)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/reasons.py" />
            <source>two low cards ({n} low card(s) out)</source>
            <translation>
                <numerusform>две младшие карты (вышла {n} младшая карта)</numerusform>
                <numerusform>две младшие карты (вышли {n} младшие карты)</numerusform>
                <numerusform>две младшие карты (вышло {n} младших карт)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/reasons.py" />
            <source>three to a {top} low ({n} low card(s) dead)</source>
            <translation>
                <numerusform>три к лоу до {top} ({n} младшая карта мертва)</numerusform>
                <numerusform>три к лоу до {top} ({n} младшие карты мертвы)</numerusform>
                <numerusform>три к лоу до {top} ({n} младших карт мертвы)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>two low cards and a {rank}</source>
            <translation>две младшие карты и {rank}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>paired, two low cards to a {rank}</source>
            <translation>пара, две младшие карты до {rank}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>no low draw</source>
            <translation>нет дро на лоу</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>{top}-{second}, beats the board</source>
            <translation>{top}-{second}, старше открытых карт</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>{top}-{second}, does not beat the board</source>
            <translation>{top}-{second}, не старше открытых карт</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>{high}, {low}</source>
            <translation>{high}, {low}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>{made}, {n}-flush with {live} {suit} live</source>
            <translation>{made}, {n} к флешу, живых: {live} ({suit})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>no low</source>
            <translation>нет лоу</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>{n} to a {top} low</source>
            <translation>{n} к лоу до {top}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>{verb}: {what}</source>
            <translation>{verb}: {what}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>{reason}, {share} of the pot</source>
            <translation>{reason}, {share} банка</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>{reason}, pot odds {odds}</source>
            <translation>{reason}, шансы банка {odds}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>only action</source>
            <comment>the bot had no choice</comment>
            <translation>единственный возможный ход</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>No decision yet.</source>
            <translation>Решений ещё не было.</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/reasons.py" />
            <source>{share} of the pot against {n} random holding(s)</source>
            <translation>
                <numerusform>{share} банка против {n} случайной руки</numerusform>
                <numerusform>{share} банка против {n} случайных рук</numerusform>
                <numerusform>{share} банка против {n} случайных рук</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>{reason}, edge {edge} over a fair share</source>
            <translation>{reason}, перевес {edge} над честной долей</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>{reason}, the call costs {price} of the pot</source>
            <translation>{reason}, колл стоит {price} банка</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>{reason}, does not beat the board of the players in the pot and has no four-card draw</source>
            <translation>{reason}, не бьёт открытые карты игроков в банке, и нет дро из четырёх карт</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>{reason}, does not beat the board of the players in the pot</source>
            <translation>{reason}, не бьёт открытые карты игроков в банке</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>{reason} not enough</source>
            <comment>pot odds ... not enough</comment>
            <translation>{reason} — недостаточно</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>bet for value</source>
            <translation>вэлью-бет</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>bet</source>
            <comment>what the bot did</comment>
            <translation>бет</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>bluffed</source>
            <translation>блеф</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>checked</source>
            <translation>чек</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>raised</source>
            <translation>рейз</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>re-raised</source>
            <translation>ре-рейз</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>called</source>
            <translation>колл</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>called to catch a bluff</source>
            <translation>колл против блефа</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>folded</source>
            <translation>фолд</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>called (the betting is capped)</source>
            <translation>колл (лимит рейзов исчерпан)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>completed</source>
            <translation>комплит</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>completed to steal the antes</source>
            <translation>комплит, чтобы украсть анте</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>brought it in</source>
            <translation>бринг-ин</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>called the bring-in</source>
            <translation>колл бринг-ина</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>called a loose raiser</source>
            <translation>колл против лузового рейзера</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>free</source>
            <comment>pot odds with nothing to call</comment>
            <translation>бесплатно</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>, scoop {scoop}, low {low}</source>
            <translation>, скуп {scoop}, лоу {low}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>{reason}{low}; worth {worth} big bets</source>
            <translation>{reason}{low}; ценность {worth} больших ставок</translation>
        </message>
    </context>
    <context>
        <name>Replay</name>
        <message>
            <location filename="../studdesk/ui/history/replay_window.py" />
            <source>No animation</source>
            <translation>Без анимации</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/replay_window.py" />
            <source>Show every known card</source>
            <translation>Показать все известные карты</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/replay_window.py" />
            <source>Also the other players' down cards (what the hero could not see)</source>
            <translation>И закрытые карты других игроков (то, чего герой не видел)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/replay_window.py" />
            <source>Animation speed</source>
            <translation>Скорость анимации</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/replay_window.py" />
            <source>Speed</source>
            <translation>Скорость</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/replay_window.py" />
            <source>Street</source>
            <comment>a replay button</comment>
            <translation>Улица</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/replay_window.py" />
            <source>Action</source>
            <translation>Ход</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/replay_window.py" />
            <source>Start</source>
            <comment>the first step of the replay</comment>
            <translation>В начало</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/replay_window.py" />
            <source>Back to the deal (Home)</source>
            <translation>Назад к сдаче (Home)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/replay_window.py" />
            <source>Back to the start of the street, or the one before (Up)</source>
            <translation>Назад к началу улицы или предыдущей улицы (Up)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/replay_window.py" />
            <source>One action back (Left)</source>
            <translation>На ход назад (Left)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/replay_window.py" />
            <source>Play the hand on, or pause (Space)</source>
            <translation>Играть раздачу дальше или пауза (Space)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/replay_window.py" />
            <source>One action on (Right)</source>
            <translation>На ход вперёд (Right)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/replay_window.py" />
            <source>On to the next street (Down)</source>
            <translation>К следующей улице (Down)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/replay_window.py" />
            <source>Showdown</source>
            <translation>Вскрытие</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/replay_window.py" />
            <source>Straight to the showdown, the end of the hand (End)</source>
            <translation>Сразу к вскрытию, в конец раздачи (End)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/replay_window.py" />
            <source>Equity at the start of each street</source>
            <translation>Эквити в начале каждой улицы</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/replay_window.py" />
            <source>Review</source>
            <comment>the aids' review of the hand</comment>
            <translation>Разбор</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/replay_window.py" />
            <source>Dealer's log</source>
            <translation>Журнал дилера</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/replay_window.py" />
            <source>&amp;View</source>
            <translation>&amp;Вид</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/replay_window.py" />
            <source>Replay</source>
            <translation>Повтор</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/replay_window.py" />
            <source>Pause</source>
            <translation>Пауза</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/replay_window.py" />
            <source>Play</source>
            <translation>Играть</translation>
        </message>
    </context>
    <context>
        <name>ResultsDialog</name>
        <message>
            <location filename="../studdesk/ui/dialogs/results_dialog.py" />
            <source>Place</source>
            <translation>Место</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/results_dialog.py" />
            <source>Player</source>
            <translation>Игрок</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/results_dialog.py" />
            <source>Prize</source>
            <translation>Приз</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/results_dialog.py" />
            <source>Share</source>
            <translation>Доля</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/results_dialog.py" />
            <source>Tournament results</source>
            <translation>Результаты турнира</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/results_dialog.py" />
            <source>New sit-and-go…</source>
            <translation>Новый сит-н-гоу…</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/results_dialog.py" />
            <source>The result is kept under Game ▸ Finished tournaments.</source>
            <translation>Результат сохранён в «Игра ▸ Завершённые турниры».</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/results_dialog.py" />
            <source>You are out</source>
            <translation>Вы выбыли</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/results_dialog.py" />
            <source>Watch the bots play the tournament out at high speed, or leave: they finish it at once and you see the results.</source>
            <translation>Смотрите, как боты доигрывают турнир на высокой скорости, или уходите: тогда они доиграют сразу, и вы увидите результаты.</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/results_dialog.py" />
            <source>Watch at high speed</source>
            <translation>Смотреть на высокой скорости</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/results_dialog.py" />
            <source>Leave</source>
            <translation>Уйти</translation>
        </message>
    </context>
    <context>
        <name>ResumeDialog</name>
        <message>
            <location filename="../studdesk/app/flow.py" />
            <source>Cancel</source>
            <translation>Отмена</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/resume_dialog.py" />
            <source>Game</source>
            <translation>Игра</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/resume_dialog.py" />
            <source>Saved</source>
            <translation>Сохранено</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/resume_dialog.py" />
            <source>Hands played</source>
            <translation>Сыграно раздач</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/resume_dialog.py" />
            <source>New practice game</source>
            <translation>Новая тренировочная игра</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/resume_dialog.py" />
            <source>Continue a saved game</source>
            <translation>Продолжить сохранённую игру</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/resume_dialog.py" />
            <source>Pick up where you left off, with the same cards:</source>
            <translation>Продолжите с того места, где остановились, с теми же картами:</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/resume_dialog.py" />
            <source>There is no saved game to continue.</source>
            <translation>Нет сохранённой игры, которую можно продолжить.</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/resume_dialog.py" />
            <source>Continue</source>
            <translation>Продолжить</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/resume_dialog.py" />
            <source>Delete</source>
            <translation>Удалить</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/resume_dialog.py" />
            <source>Delete the selected saved game for good</source>
            <translation>Удалить выбранную сохранённую игру навсегда</translation>
        </message>
    </context>
    <context>
        <name>Saves</name>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>it is damaged: {what}</source>
            <translation>она повреждена: {what}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>it is not a StudDesk save (not a saved game at all)</source>
            <translation>это не сохранение StudDesk (это вообще не сохранённая игра)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>it is not a StudDesk save (some other kind of file)</source>
            <translation>это не сохранение StudDesk (это файл другого рода)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>it is not a StudDesk save (not a regular file)</source>
            <translation>это не сохранение StudDesk (это не обычный файл)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>it is not a StudDesk save (not text)</source>
            <translation>это не сохранение StudDesk (это не текст)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>it was saved by a newer StudDesk (save format {version}; this version reads up to {supported}); update StudDesk to continue it</source>
            <translation>она сохранена более новой версией StudDesk (формат сохранения {version}; эта версия читает форматы до {supported}); чтобы продолжить её, обновите StudDesk</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>{field} is missing</source>
            <translation>нет поля {field}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>{field} is not part of a save</source>
            <translation>поля {field} не бывает в сохранённой игре</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>{field} must be less than {limit}</source>
            <translation>значение {field} должно быть меньше {limit}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>{field} must be at most {limit}</source>
            <translation>значение {field} должно быть не больше {limit}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>{field} must be more than {limit}</source>
            <translation>значение {field} должно быть больше {limit}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>{field} must be at least {limit}</source>
            <translation>значение {field} должно быть не меньше {limit}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>{field} must be a whole number</source>
            <translation>значение {field} должно быть целым числом</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>{field} must be true or false</source>
            <translation>значение {field} должно быть true или false</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>{field} must be text</source>
            <translation>значение {field} должно быть текстом</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>the game data has a value that cannot be used</source>
            <translation>в данных игры есть непригодное значение</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>{field} has a value that cannot be used</source>
            <translation>у поля {field} непригодное значение</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>it holds a value the game cannot use</source>
            <translation>в файле есть значение, которое игра не может использовать</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>the file is cut short or garbled</source>
            <translation>файл оборван или испорчен</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>its format version is missing</source>
            <translation>в ней нет версии формата</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>unknown kind of game {kind}</source>
            <translation>неизвестный вид игры {kind}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>the game data is missing</source>
            <translation>нет данных игры</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>its contents do not match their checksum</source>
            <translation>её содержимое не сходится с контрольной суммой</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>its snapshot does not match its hands</source>
            <translation>её снимок состояния не сходится с её раздачами</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>a {entry} entry has no {part}</source>
            <translation>в записи {entry} нет поля {part}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>its hands cannot be replayed ({why})</source>
            <translation>её раздачи не удаётся воспроизвести ({why})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>unknown variant {key}</source>
            <translation>неизвестный вариант {key}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>a player sits at seat {seat} of a table of {seats}</source>
            <translation>игрок сидит на месте {seat} за столом на {seats}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>two players sit in the same seat</source>
            <translation>два игрока сидят на одном месте</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>its players' names are missing or repeated</source>
            <translation>имена игроков пропущены или повторяются</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>nobody is seated at its table</source>
            <translation>за её столом никто не сидит</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/saves.py" />
            <source>it seats {n} player(s) who are not bots, not one</source>
            <translation>
                <numerusform>за столом {n} игрок, который не бот, а должен быть один</numerusform>
                <numerusform>за столом {n} игрока, которые не боты, а должен быть один</numerusform>
                <numerusform>за столом {n} игроков, которые не боты, а должен быть один</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>its button is at seat {seat} of a table of {seats}</source>
            <translation>баттон стоит на месте {seat} за столом на {seats}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>hands were dealt but there is no button</source>
            <translation>раздачи сдавались, а баттона нет</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>its hand in play cannot be replayed (command {command}: {why})</source>
            <translation>её текущую раздачу не удаётся воспроизвести (команда {command}: {why})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>its hand in play cannot be dealt again ({why})</source>
            <translation>её текущую раздачу не удаётся сдать заново ({why})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>The saved game "{name}" cannot be opened: {problem}.</source>
            <translation>Сохранённую игру «{name}» не удалось открыть: {problem}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>The saved game "{name}" cannot be opened: {problem}. {where} Your other saved games are not affected.</source>
            <translation>Сохранённую игру «{name}» не удалось открыть: {problem}. {where} Остальные сохранённые игры в порядке.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>It was moved aside to "{name}".</source>
            <translation>Она убрана в сторону как «{name}».</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>It could not be moved aside and was left where it is.</source>
            <translation>Её не удалось убрать в сторону, и она оставлена на месте.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>There is no saved game "{name}".</source>
            <translation>Сохранённой игры «{name}» нет.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>The saved game "{name}" could not be read ({why}).</source>
            <translation>Сохранённую игру «{name}» не удалось прочитать ({why}).</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>The saved game "{slot}" is a practice session, not a sit-and-go.</source>
            <translation>Сохранённая игра «{slot}» — тренировочный стол, а не сит-н-гоу.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>The saved game "{slot}" is a sit-and-go, not a practice session.</source>
            <translation>Сохранённая игра «{slot}» — сит-н-гоу, а не тренировочный стол.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>The tournament result "{name}" cannot be shown: {problem}.</source>
            <translation>Результат турнира «{name}» не удалось показать: {problem}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>The tournament result "{name}" cannot be shown: {problem}. {where} The other results are not affected.</source>
            <translation>Результат турнира «{name}» не удалось показать: {problem}. {where} Остальные результаты в порядке.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>The saved game "{slot}": {note}.</source>
            <translation>Сохранённая игра «{slot}»: {note}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>its summary of the game was not valid ({problem}) and was rebuilt from its hands</source>
            <translation>её сводка игры была неверной ({problem}) и восстановлена по раздачам</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>its summary of the table was not valid ({problem}) and was rebuilt from its hands</source>
            <translation>её сводка стола была неверной ({problem}) и восстановлена по раздачам</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>its summary of the game did not match its hands and was rebuilt from them</source>
            <translation>её сводка игры не сходилась с раздачами и восстановлена по ним</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>its summary of the table did not match its hands and was rebuilt from them</source>
            <translation>её сводка стола не сходилась с раздачами и восстановлена по ним</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>the hand goes on from its command {command}: {why}</source>
            <translation>раздача продолжается с её команды {command}: {why}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>it is not a StudDesk tournament result</source>
            <translation>это не результат турнира StudDesk</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>it was written by a newer StudDesk</source>
            <translation>он записан более новой версией StudDesk</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>The tournament result "{name}" cannot be shown: {problem}. The other results are not affected.</source>
            <translation>Результат турнира «{name}» не удалось показать: {problem}. Остальные результаты в порядке.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>it is damaged: {what}</source>
            <comment>a tournament result</comment>
            <translation>он повреждён: {what}</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Settings format</source>
            <translation>Формат настроек</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Version of the settings file layout; upgraded automatically.</source>
            <translation>Версия формата файла настроек; обновляется автоматически.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Your name</source>
            <translation>Ваше имя</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>The name shown at your seat.</source>
            <translation>Имя, которое показывается у вашего места.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Game</source>
            <translation>Игра</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Which stud game is dealt.</source>
            <translation>Какой вид стада раздаётся.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Opponents</source>
            <translation>Соперники</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>How many bots sit at the table with you.</source>
            <translation>Сколько ботов сидит с вами за столом.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Opponent bots</source>
            <translation>Боты соперников</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>The bot for each opponent seat, in seat order; seats without an entry use the default bot.</source>
            <translation>Бот для каждого места соперника по порядку мест; места без выбора получают бота по умолчанию.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Default bot</source>
            <translation>Бот по умолчанию</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>The bot used for every opponent seat that has no bot of its own; a mix seats a different style at each seat.</source>
            <translation>Бот для каждого места соперника, у которого нет своего бота; смесь сажает на каждое место свой стиль.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Starting stack</source>
            <translation>Начальный стек</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Chips every player has when they sit down, and what a re-buy brings.</source>
            <translation>Фишки каждого игрока, когда он садится за стол, и сумма ребая.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Re-buy without asking</source>
            <translation>Ребай без вопроса</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>At the practice table, when you lose your last chip you buy back in for the starting stack at once. Off: you are asked whether to re-buy, sit out or leave.</source>
            <translation>За тренировочным столом, потеряв последнюю фишку, вы сразу докупаетесь на начальный стек. Выкл.: вас спросят — ребай, пропуск раздач или уход из-за стола.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Ante</source>
            <translation>Анте</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Chips every player posts before the cards are dealt (may be 0).</source>
            <translation>Фишки, которые каждый игрок ставит до раздачи карт (может быть 0).</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Bring-in</source>
            <translation>Бринг-ин</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>The forced opening bet of the player with the lowest up card on the first round; at most the small bet.</source>
            <translation>Обязательная открывающая ставка игрока с самой младшей открытой картой в первом круге; не больше малой ставки.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Small bet</source>
            <translation>Малая ставка</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Bet and raise size on the early streets.</source>
            <translation>Размер ставки и повышения на ранних улицах.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Big bet</source>
            <translation>Большая ставка</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Bet and raise size on the later streets; normally twice the small bet.</source>
            <translation>Размер ставки и повышения на поздних улицах; обычно вдвое больше малой ставки.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Open pair allows a big bet</source>
            <translation>Открытая пара разрешает большую ставку</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Seven Card Stud and Five Card Stud: when an up pair shows on 4th street (3rd street in Five Card Stud), players may bet or raise the big bet in that round. Stud Hi/Lo and Razz never have this option.</source>
            <translation>Семикарточный и пятикарточный стад: если на 4-й улице (в пятикарточном — на 3-й) открыта пара, в этом круге можно ставить и повышать на большую ставку. В стаде хай-лоу и раззе этого правила нет.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Raises per round</source>
            <translation>Повышений за круг</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>How many raises are allowed after the first bet or completion in a betting round. The bring-in does not count.</source>
            <translation>Сколько повышений разрешено после первой ставки или комплита в круге торговли. Бринг-ин не считается.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>No raise cap heads-up</source>
            <translation>Без лимита повышений один на один</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>When only two players remain in the hand, they may raise without limit.</source>
            <translation>Когда в раздаче остаются двое, они могут повышать без ограничений.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Bet after a community card</source>
            <translation>Торговля после общей карты</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>If the deck runs short and the last card is dealt face up in the middle for everyone, there is still a normal betting round. Off: the hand goes straight to the showdown.</source>
            <translation>Если колоды не хватает и последняя карта открывается в центре стола для всех, проходит обычный круг торговли. Выключено: раздача сразу идёт к вскрытию.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Odd chips</source>
            <translation>Нечётные фишки</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>When a tied pot cannot be split evenly, the leftover chips go either to the tied players in order from the dealer's left (position), or by suit: to the highest card by suit in a high hand, the lowest card by suit in a low hand.</source>
            <translation>Если банк при ничьей не делится поровну, лишние фишки получают игроки по порядку слева от дилера (по позиции) или по масти: игрок со старшей картой по масти в старшей руке, с младшей картой по масти — в младшей (лоу).</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Show losing hands</source>
            <translation>Показывать проигравшие руки</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>At the showdown, players who cannot win still turn their cards up instead of mucking them.</source>
            <translation>При вскрытии игроки, которые не могут выиграть, всё равно открывают карты, а не сбрасывают их.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Short all-ins</source>
            <translation>Неполные олл-ины</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Half-bet rule: an all-in of at least half a bet counts as a full bet or raise, and a smaller one may be completed to a full bet by a player yet to act. Full-bet rule: only a full bet or raise counts.</source>
            <translation>Правило половины ставки: олл-ин не меньше половины ставки считается полной ставкой или повышением, а меньший олл-ин следующий игрок может дополнить до полной ставки. Правило полной ставки: считается только полная ставка или повышение.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Animation speed</source>
            <translation>Скорость анимации</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>How fast cards and chips move: 1 is normal, 2 twice as fast, 0 turns animation off.</source>
            <translation>Как быстро движутся карты и фишки: 1 — обычно, 2 — вдвое быстрее, 0 — без анимации.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Bot thinking time</source>
            <translation>Время на раздумье бота</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>How long a bot pauses before it acts, so you can follow the play.</source>
            <translation>Сколько бот ждёт перед ходом, чтобы вы успевали следить за игрой.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Time limit for your own bots</source>
            <translation>Лимит времени для ваших ботов</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>A bot of your own (package.module:ClassName) runs apart from StudDesk and has this long for each decision; a bot that takes longer checks or folds instead.</source>
            <translation>Ваш собственный бот (пакет.модуль:ИмяКласса) работает отдельно от StudDesk и имеет столько времени на каждое решение; если он думает дольше, за него делается чек или фолд.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Four-colour deck</source>
            <translation>Четырёхцветная колода</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Draw diamonds blue and clubs green so the four suits are easy to tell apart.</source>
            <translation>Бубны синие, трефы зелёные — так четыре масти легко различить.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Felt colour</source>
            <translation>Цвет сукна</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>The colour of the table cloth.</source>
            <translation>Цвет сукна на столе.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Sound</source>
            <translation>Звук</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Play sound effects: cards dealt, checks, chips, folds, your turn and a win.</source>
            <translation>Звуковые эффекты: раздача карт, чек, фишки, фолд, ваш ход и выигрыш.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Sound volume</source>
            <translation>Громкость</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>How loud the sound effects are, as a share of the system volume.</source>
            <translation>Громкость звуковых эффектов как доля от системной громкости.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Live odds</source>
            <translation>Шансы в реальном времени</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>A panel beside the table with your equity against the players still in (every card you have seen counted dead), the pot odds of a call and your live outs.</source>
            <translation>Панель рядом со столом: ваше эквити против оставшихся игроков (все увиденные карты считаются мёртвыми), шансы банка при колле и ваши живые ауты.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Opponent boards</source>
            <translation>Карты соперников</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Point at or click a seat to see what that player's up cards can still make, given the cards already seen.</source>
            <translation>Наведите указатель на место или щёлкните по нему, чтобы увидеть, что ещё могут собрать открытые карты этого игрока с учётом уже увиденных карт.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Review after the hand</source>
            <translation>Разбор после раздачи</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>After each hand, the decisions where you did not do what the advisor (the Hard bot) would have, with your equity and the pot odds at that moment; kept with the hand.</source>
            <translation>После каждой раздачи — решения, в которых вы поступили не так, как советник (бот «Сложный»), с вашим эквити и шансами банка в тот момент; сохраняется вместе с раздачей.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Advisor's hint</source>
            <translation>Подсказка советника</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>On your turn, what the Hard bot would do in your place, and why.</source>
            <translation>В ваш ход: что сделал бы на вашем месте бот «Сложный» и почему.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Rule helpers</source>
            <translation>Подсказки по правилам</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Why this seat brings in, who acts first and why, when the big bet is allowed on an open pair, and who can still make a low.</source>
            <translation>Почему это место ставит бринг-ин, кто ходит первым и почему, когда при открытой паре разрешена большая ставка и кто ещё может собрать лоу.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Dead-card tracker</source>
            <translation>Учёт мёртвых карт</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Every card seen this hand, by suit, with the folded ones marked. Off by default: remembering them is a skill worth training (see the memory drill).</source>
            <translation>Все карты, увиденные в этой раздаче, по мастям, сброшенные отмечены. По умолчанию выключено: запоминать их — навык, который стоит тренировать (см. тренировку памяти).</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Folded cards stay dimmed</source>
            <translation>Сброшенные карты остаются затемнёнными</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>A folded player's up cards stay at the seat, dimmed, instead of going to the muck.</source>
            <translation>Открытые карты сбросившего игрока остаются у его места, затемнённые, а не уходят в сброс.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Up-card memory drill</source>
            <translation>Тренировка памяти на открытые карты</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Questions about the folded up cards (with the cards hidden): after every hand in which up cards were folded, or now and then on your turn.</source>
            <translation>Вопросы о сброшенных открытых картах (карты скрыты): после каждой раздачи, где сбрасывались открытые карты, или время от времени в ваш ход.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Practice aids in sit-and-go tournaments</source>
            <translation>Подсказки в турнирах сит-н-гоу</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Off: a sit-and-go is played without any aid, as in a real tournament. The calculator and the trainer stay in the Tools menu.</source>
            <translation>Выключено: сит-н-гоу играется без подсказок, как настоящий турнир. Калькулятор и тренажёр остаются в меню «Инструменты».</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Language</source>
            <translation>Язык</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>The language of the program; the system's language unless you choose one.</source>
            <translation>Язык программы; если не выбран, используется язык системы.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Window position</source>
            <translation>Положение окна</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Where the main window was last placed (saved automatically).</source>
            <translation>Где в последний раз было главное окно (сохраняется автоматически).</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Window colours</source>
            <translation>Цвета окон</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Light or dark menus, dialogs and panels; 'Like the system' follows your desktop's choice, also when it changes.</source>
            <translation>Светлые или тёмные меню, диалоги и панели; «Как в системе» следует выбору рабочего стола, в том числе когда он меняется.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Card faces</source>
            <translation>Вид карт</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Large index: the rank and suit fill the card's corner and the middle, easier to read on a small screen.</source>
            <translation>Крупный индекс: достоинство и масть заполняют угол и середину карты — легче читать на маленьком экране.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Text size</source>
            <translation>Размер текста</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>How big the text round the table is (the action panel, the dealer's log, the standings, the menus), on top of the growth with the window.</source>
            <translation>Насколько крупный текст вокруг стола (панель действий, журнал дилера, положение в турнире, меню) — сверх увеличения вместе с окном.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Keyboard shortcuts</source>
            <translation>Клавиши</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Keys you chose instead of the usual ones; an empty key turns a shortcut off.</source>
            <translation>Клавиши, выбранные вами вместо обычных; пустое поле отключает сочетание.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Panel layout</source>
            <translation>Расположение панелей</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Where the dealer's log and the standings were docked (saved automatically).</source>
            <translation>Где были закреплены журнал дилера и положение в турнире (сохраняется автоматически).</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Last tabs</source>
            <translation>Последние вкладки</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>The tab each dialog was last left on (saved automatically).</source>
            <translation>Вкладка, на которой в последний раз был оставлен каждый диалог (сохраняется автоматически).</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Other windows' positions</source>
            <translation>Положение других окон</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Where the hand history and other windows were last placed (saved automatically).</source>
            <translation>Где в последний раз были история раздач и другие окна (сохраняется автоматически).</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Show the welcome at start</source>
            <translation>Приветствие при запуске</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>A short welcome when StudDesk starts: the game, the keys, where the rules and settings are.</source>
            <translation>Короткое приветствие при запуске StudDesk: игра, клавиши, где найти правила и настройки.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Explain the bring-in and open-pair choices</source>
            <translation>Пояснять выбор при бринг-ине и открытой паре</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>A one-line explanation beside the bring-in and open-pair choices, the first few times each comes up.</source>
            <translation>Пояснение в одну строку рядом с выбором при бринг-ине и открытой паре — первые несколько раз.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Bring-in explained</source>
            <translation>Пояснений бринг-ина</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>How often the bring-in choice was explained (counted automatically).</source>
            <translation>Сколько раз пояснялся выбор при бринг-ине (считается автоматически).</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Open pair explained</source>
            <translation>Пояснений открытой пары</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>How often the open-pair choice was explained (counted automatically).</source>
            <translation>Сколько раз пояснялся выбор при открытой паре (считается автоматически).</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Action timer</source>
            <translation>Таймер хода</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Seconds you have for each decision, as in a tournament: when they run out you check if you can, otherwise fold. 0 turns the timer off.</source>
            <translation>Секунды на каждое решение, как в турнире: когда время выйдет, за вас сыграют чек, если можно, иначе фолд. 0 выключает таймер.</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <location filename="../studdesk/ui/dialogs/bring_in_presets.py" />
            <source>2 × ante</source>
            <translation>2 × анте</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/bring_in_presets.py" />
            <source>½ small bet</source>
            <translation>½ малой ставки</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/bring_in_presets.py" />
            <source>¼ small bet</source>
            <translation>¼ малой ставки</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/bring_in_presets.py" />
            <source>Twice the ante (the usual Seven Card Stud bring-in).</source>
            <translation>Двойное анте (обычный бринг-ин в семикарточном стаде).</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/bring_in_presets.py" />
            <source>Half the small bet (common in Five Card Stud).</source>
            <translation>Половина малой ставки (часто в пятикарточном стаде).</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/bring_in_presets.py" />
            <source>A quarter of the small bet (e.g. 5 with 20/40 limits).</source>
            <translation>Четверть малой ставки (например, 5 при лимитах 20/40).</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/bring_in_presets.py" />
            <source>Presets:</source>
            <translation>Шаблоны:</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/field_widgets.py" />
            <source>Choose…</source>
            <translation>Выбрать…</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>Game</source>
            <translation>Игра</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>Structure</source>
            <translation>Структура</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>House rules</source>
            <translation>Правила стола</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>Table &amp;&amp; animation</source>
            <translation>Стол и анимация</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>Practice aids</source>
            <translation>Подсказки</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>Settings</source>
            <translation>Настройки</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>Keyboard</source>
            <translation>Клавиатура</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>Put every setting back to its default (not yet saved)</source>
            <translation>Вернуть все настройки по умолчанию (пока без сохранения)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>Fixed limit: every bet and raise is the small bet on the early streets and the big bet on the later ones. The lowest up card opens with the bring-in.</source>
            <translation>Фиксированный лимит: каждая ставка и повышение равны малой ставке на ранних улицах и большой — на поздних. Самая младшая открытая карта открывает торговлю бринг-ином.</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>Hover over an option for the full explanation.</source>
            <translation>Наведите указатель на параметр, чтобы увидеть полное объяснение.</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>3 raises after the bet (standard)</source>
            <translation>3 повышения после ставки (стандарт)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>4 raises after the bet</source>
            <translation>4 повышения после ставки</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>By position, from the dealer's left (standard)</source>
            <translation>По позиции, слева от дилера (стандарт)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>By suit: highest card (lowest card in a low)</source>
            <translation>По масти: старшая карта (младшая — в лоу)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>Half a bet or more counts as a bet (standard)</source>
            <translation>Полставки и больше — это ставка (стандарт)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>Only a full bet counts</source>
            <translation>Считается только полная ставка</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>As the system ({language})</source>
            <translation>Как в системе ({language})</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>Off</source>
            <translation>Выкл.</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>Two colours (red and black)</source>
            <translation>Две краски (красные и чёрные)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>Four colours (blue diamonds, green clubs)</source>
            <translation>Четыре краски (синие бубны, зелёные трефы)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>Card colours:</source>
            <translation>Цвета карт:</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>Standard</source>
            <translation>Обычные</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>Large index (small screens)</source>
            <translation>Крупный индекс (маленькие экраны)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>Like the system</source>
            <translation>Как в системе</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>Light</source>
            <translation>Светлые</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>Dark</source>
            <translation>Тёмные</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>Play sound effects</source>
            <translation>Звуковые эффекты</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>To save, fix on the {tab} tab: {problem} (and {more} more).</source>
            <translation>
                <numerusform>Чтобы сохранить, исправьте на вкладке «{tab}»: {problem} (и ещё {more} ошибку).</numerusform>
                <numerusform>Чтобы сохранить, исправьте на вкладке «{tab}»: {problem} (и ещё {more} ошибки).</numerusform>
                <numerusform>Чтобы сохранить, исправьте на вкладке «{tab}»: {problem} (и ещё {more} ошибок).</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>To save, fix on the {tab} tab: {problem}.</source>
            <translation>Чтобы сохранить, исправьте на вкладке «{tab}»: {problem}.</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>{option} (not used in {game})</source>
            <translation>{option} (не используется в игре {game})</translation>
        </message>
    </context>
    <context>
        <name>SettingsFile</name>
        <message>
            <location filename="../studdesk/wording/settings_file.py" />
            <source>Your settings file was damaged.</source>
            <translation>Файл настроек был повреждён.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_file.py" />
            <source>Your settings file was damaged (far too large).</source>
            <translation>Файл настроек был повреждён (он слишком велик).</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_file.py" />
            <source>Your settings file was written by a newer version of StudDesk (settings format {version}; this version reads up to {supported}).</source>
            <translation>Файл настроек записан более новой версией StudDesk (формат настроек {version}; эта версия читает форматы до {supported}).</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_file.py" />
            <source>It was moved to {name} (in {folder}) and defaults are used.</source>
            <translation>Он перенесён в {name} (в папке {folder}), используются настройки по умолчанию.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_file.py" />
            <source>It could not be moved aside ({why}); defaults are used.</source>
            <translation>Его не удалось убрать в сторону ({why}); используются настройки по умолчанию.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_file.py" />
            <source>Your settings file {path} could not be read ({why}); defaults are used for now and the file is left as it is.</source>
            <translation>Не удалось прочитать файл настроек {path} ({why}); пока используются настройки по умолчанию, а файл оставлен как есть.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_file.py" />
            <source>Some of your settings could not be used, so defaults were put in their place:</source>
            <translation>Некоторые ваши настройки использовать нельзя, поэтому вместо них взяты значения по умолчанию:</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_file.py" />
            <source>Your original file was kept as {name}.</source>
            <translation>Исходный файл сохранён как {name}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_file.py" />
            <source>The file could not be moved aside ({why}) and was left as it is.</source>
            <translation>Файл не удалось убрать в сторону ({why}), он оставлен как есть.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_file.py" />
            <source>Your settings file could not be read ({why}).</source>
            <translation>Не удалось прочитать файл настроек ({why}).</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_file.py" />
            <source>Your settings file was changed outside StudDesk.</source>
            <translation>Файл настроек был изменён вне StudDesk.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_file.py" />
            <source>It is gone now, so your settings were simply saved.</source>
            <translation>Теперь его нет, поэтому ваши настройки просто сохранены.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_file.py" />
            <source>It was kept as {name} (in {folder}) and your new settings were saved.</source>
            <translation>Он сохранён как {name} (в папке {folder}), а ваши новые настройки записаны.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_file.py" />
            <source>It could not be kept aside ({why}); so that it is not lost, your new settings were not saved.</source>
            <translation>Его не удалось отложить в сторону ({why}); чтобы он не пропал, новые настройки не сохранены.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_file.py" />
            <source>Your settings could not be saved to {path}: {why}.</source>
            <translation>Не удалось сохранить настройки в {path}: {why}.</translation>
        </message>
    </context>
    <context>
        <name>SettingsProblems</name>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Your name must not be empty</source>
            <translation>Имя не должно быть пустым</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Your name must be at most {limit} characters</source>
            <translation>Имя должно быть не длиннее {limit} символов</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Your name must not contain control characters</source>
            <translation>Имя не должно содержать управляющих символов</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>{title} is missing</source>
            <translation>{title}: значение отсутствует</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>{title} must be a whole number</source>
            <translation>{title}: нужно целое число</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>{title} must be on or off</source>
            <translation>{title}: нужно «вкл.» или «выкл.»</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>{title} must be a number</source>
            <translation>{title}: нужно число</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>{title} must be text</source>
            <translation>{title}: нужен текст</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>{title} must be a list</source>
            <translation>{title}: нужен список</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>{title} must be at least {ge}</source>
            <translation>{title}: не меньше {ge}</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>{title} must be more than {gt}</source>
            <translation>{title}: больше {gt}</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>{title} must be at most {le}</source>
            <translation>{title}: не больше {le}</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>{title} must be less than {lt}</source>
            <translation>{title}: меньше {lt}</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>{title} may hold at most {max_length} entries</source>
            <translation>{title}: не больше {max_length} элементов</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>{title} must be a table of names and values</source>
            <translation>{title}: нужна таблица имён и значений</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>{title} must not be negative</source>
            <translation>{title}: не может быть отрицательным</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>{game} seats at most {players} players, so at most {opponents} opponents</source>
            <translation>{game}: мест не больше {players}, значит соперников не больше {opponents}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_problems.py" />
            <source>Settings format must be {expected}; older files are upgraded when loaded</source>
            <translation>Формат настроек должен быть {expected}; старые файлы обновляются при загрузке</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_problems.py" />
            <source>Default bot must be chosen</source>
            <translation>Бот по умолчанию: нужно выбрать бота</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_problems.py" />
            <source>Default bot must be a bot name such as calling-station</source>
            <translation>Бот по умолчанию: нужно имя бота, например calling-station</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_problems.py" />
            <source>Bot for opponent {number} must be chosen</source>
            <translation>Бот соперника {number}: нужно выбрать бота</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_problems.py" />
            <source>Bot for opponent {number} must be a bot name such as calling-station</source>
            <translation>Бот соперника {number}: нужно имя бота, например calling-station</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_problems.py" />
            <source>Action timer must be 0 (off) or at least {least} seconds: less is no time to read the table</source>
            <translation>Таймер хода: 0 (выкл.) или не меньше {least} с — меньше не хватит, чтобы оглядеть стол</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_problems.py" />
            <source>Felt colour must look like #1d6b3c (a # and six hex digits)</source>
            <translation>Цвет сукна записывается как #1d6b3c (знак # и шесть шестнадцатеричных цифр)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_problems.py" />
            <source>{title} is not a window place StudDesk saved</source>
            <translation>{title}: это не сохранённое StudDesk положение окна</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_problems.py" />
            <source>Keyboard shortcut for '{command}' is not a key</source>
            <translation>Для «{command}» указана не клавиша</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_problems.py" />
            <source>Last tabs must be tab numbers from 0 to {top}</source>
            <translation>Последние вкладки: нужны номера вкладок от 0 до {top}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_problems.py" />
            <source>{title} has too many entries</source>
            <translation>{title}: слишком много записей</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_problems.py" />
            <source>{title} has an entry with no valid name</source>
            <translation>{title}: у одной из записей недопустимое имя</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/settings_problems.py" />
            <source>Starting stack must cover at least the ante ({chips} chip(s))</source>
            <translation>
                <numerusform>Стартовый стек должен покрывать хотя бы анте ({chips} фишка)</numerusform>
                <numerusform>Стартовый стек должен покрывать хотя бы анте ({chips} фишки)</numerusform>
                <numerusform>Стартовый стек должен покрывать хотя бы анте ({chips} фишек)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_problems.py" />
            <source>'{name}' is not a StudDesk setting</source>
            <translation>«{name}» — не настройка StudDesk</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_problems.py" />
            <source>{title} must be one of: {choices}</source>
            <translation>{title}: нужно одно из значений {choices}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_problems.py" />
            <source>{title} has a value that cannot be used</source>
            <translation>{title}: значение не подходит</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_problems.py" />
            <source>stakes {key} is not a stake StudDesk knows</source>
            <translation>stakes {key}: StudDesk не знает такой ставки</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_problems.py" />
            <source>stakes {value} is not a table of ante, bring-in, small and big bet</source>
            <translation>stakes {value}: это не таблица анте, бринг-ина, малой и большой ставки</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_problems.py" />
            <source>players {value} is not a number of players</source>
            <translation>players {value}: это не число игроков</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_problems.py" />
            <source>animations {value} is not on (true) or off (false)</source>
            <translation>animations {value}: нужно «вкл.» (true) или «выкл.» (false)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_problems.py" />
            <source>{key} is not a setting of the older format</source>
            <translation>{key}: такой настройки в старом формате нет</translation>
        </message>
    </context>
    <context>
        <name>Shortcuts</name>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>Fold</source>
            <translation>Фолд</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>Check or call</source>
            <translation>Чек или колл</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>Bring-in</source>
            <translation>Бринг-ин</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>Bet, raise or complete (the smaller amount)</source>
            <translation>Бет, рейз или комплит (меньшая сумма)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>The bigger bet or raise (open pair)</source>
            <translation>Большая ставка или рейз (открытая пара)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>The biggest bet or raise</source>
            <translation>Самая большая ставка или рейз</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>Skip the running animation (Esc does too)</source>
            <translation>Пропустить текущую анимацию (Esc тоже)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>Pause after the current action</source>
            <translation>Пауза после текущего хода</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>New practice game</source>
            <translation>Новая тренировочная игра</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>New sit-and-go</source>
            <translation>Новый сит-н-гоу</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>Hand history</source>
            <translation>История раздач</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>Settings</source>
            <translation>Настройки</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <location filename="../studdesk/wording/table.py" />
            <source>Show or hide the dealer's log</source>
            <translation>Показать или скрыть журнал дилера</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>Show or hide the practice aids</source>
            <translation>Показать или скрыть подсказки</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>Stud equity calculator</source>
            <translation>Калькулятор эквити для стада</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>Bigger text</source>
            <translation>Текст крупнее</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>Smaller text</source>
            <translation>Текст мельче</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>Rules of the game being played</source>
            <translation>Правила текущей игры</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>Quit</source>
            <translation>Выход</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>Hand history: find a player (the name filter)</source>
            <translation>История раздач: найти игрока (фильтр по имени)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>Hand history: list again</source>
            <translation>История раздач: обновить список</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>Hand history: close the window</source>
            <translation>История раздач: закрыть окно</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>{key} always skips the animation; choose another key for “{what}”</source>
            <translation>{key} всегда пропускает анимацию; выберите другую клавишу для «{what}»</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>{key} is given to both “{first}” and “{second}”</source>
            <translation>{key} назначена и для «{first}», и для «{second}»</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>In the hand history:</source>
            <translation>В истории раздач:</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>Keyboard shortcuts</source>
            <translation>Клавиши</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>Esc or a click on the table also skips the animation. Tab moves between the table, the action buttons and the dealer's log; Enter presses the button in focus. Change any key in Settings ▸ Keyboard. A click or key within a moment of the buttons changing is ignored, so a button never does what you did not mean.</source>
            <translation>Esc или щелчок по столу тоже пропускают анимацию. Tab переходит между столом, кнопками действий и журналом дилера; Enter нажимает кнопку в фокусе. Любую клавишу можно сменить в «Настройки ▸ Клавиатура». Щелчок или клавиша в первое мгновение после смены кнопок не срабатывают, чтобы кнопка никогда не сделала того, чего вы не хотели.</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>On the table, the arrow keys go from thing to thing for a screen reader: Up and Down from the pot to each seat, Left and Right along a seat's cards; Tab goes on to the action buttons.</source>
            <translation>На столе стрелки переходят от предмета к предмету для экранного диктора: вверх и вниз — от банка к каждому месту, влево и вправо — по картам места; Tab переходит к кнопкам действий.</translation>
        </message>
    </context>
    <context>
        <name>SngDialog</name>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Turbo: {n} hands a level</source>
            <translation>Турбо: {n} раздач на уровень</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Regular: {n} hands a level</source>
            <translation>Обычный: {n} раздач на уровень</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Deep: {n} hands a level</source>
            <translation>Глубокий: {n} раздач на уровень</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Every N hands</source>
            <translation>Каждые N раздач</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Every N minutes</source>
            <translation>Каждые N минут</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Easy</source>
            <translation>Лёгкий</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Medium</source>
            <translation>Средний</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Hard</source>
            <translation>Сложный</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>New sit-and-go</source>
            <translation>Новый сит-н-гоу</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Mixed: a new game each level</source>
            <translation>Смешанная: новая игра на каждом уровне</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>In turn: {games}</source>
            <translation>По очереди: {games}</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>A random mix of styles</source>
            <translation>Случайная смесь стилей</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Chosen one by one</source>
            <translation>Выбрать каждого</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>How well the bots of the random mix play</source>
            <translation>Насколько хорошо играют боты из случайной смеси</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Each entrant's share of the prize pool (points, not money)</source>
            <translation>Взнос каждого участника в призовой фонд (очки, не деньги)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Start</source>
            <translation>Начать</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Game and players</source>
            <translation>Игра и игроки</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Game:</source>
            <translation>Игра:</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Your name:</source>
            <translation>Ваше имя:</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Entrants:</source>
            <translation>Участники:</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Opponents:</source>
            <translation>Соперники:</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Chips and levels</source>
            <translation>Фишки и уровни</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Starting chips:</source>
            <translation>Начальные фишки:</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Buy-in:</source>
            <translation>Бай-ин:</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Levels rise:</source>
            <translation>Рост уровней:</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Payouts (must add up to 100 %)</source>
            <translation>Выплаты (в сумме 100 %)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Level ladder</source>
            <translation>Лестница уровней</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Ante, bring-in, small bet and big bet of each level: the bring-in at least 1 and at most the small bet, the big bet larger than the small bet. A level may stay as it was or rise, never go down; past the last level the stakes stay there (a rotation still changes the game).</source>
            <translation>Анте, бринг-ин, малая и большая ставка каждого уровня: бринг-ин не меньше 1 и не больше малой ставки, большая ставка больше малой. Уровень может остаться прежним или вырасти, но не снизиться; после последнего уровня ставки остаются такими же (ротация всё равно меняет игру).</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Fix the level ladder first</source>
            <translation>Сначала исправьте лестницу уровней</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>player(s)</source>
            <translation>
                <numerusform>игрок</numerusform>
                <numerusform>игрока</numerusform>
                <numerusform>игроков</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>chip(s)</source>
            <translation>
                <numerusform>фишка</numerusform>
                <numerusform>фишки</numerusform>
                <numerusform>фишек</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>{low} to {high} players for this game</source>
            <translation>От {low} до {high} игроков в этой игре</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>minute(s)</source>
            <translation>
                <numerusform>минута</numerusform>
                <numerusform>минуты</numerusform>
                <numerusform>минут</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>hand(s)</source>
            <translation>
                <numerusform>раздача</numerusform>
                <numerusform>раздачи</numerusform>
                <numerusform>раздач</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>To start, fix: {problem}</source>
            <translation>Чтобы начать, исправьте: {problem}</translation>
        </message>
    </context>
    <context>
        <name>Speech</name>
        <message>
            <location filename="../studdesk/wording/speech.py" />
            <source>clubs</source>
            <translation>треф</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/speech.py" />
            <source>diamonds</source>
            <translation>бубен</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/speech.py" />
            <source>hearts</source>
            <translation>червей</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/speech.py" />
            <source>spades</source>
            <translation>пик</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/speech.py" />
            <source>{rank} of {suit}</source>
            <translation>{rank} {suit}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/speech.py" />
            <source>Waiting for the next hand.</source>
            <translation>Ожидание следующей раздачи.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/speech.py" />
            <source>{street}.</source>
            <translation>{street}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/speech.py" />
            <source>Your cards: {cards}.</source>
            <translation>Ваши карты: {cards}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/speech.py" />
            <source>Key {key}</source>
            <translation>Клавиша {key}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/speech.py" />
            <source>Pot {chips}.</source>
            <translation>Банк {chips}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/speech.py" />
            <source>Your seat</source>
            <translation>Ваше место</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/speech.py" />
            <source>{chips} chip(s)</source>
            <translation>
                <numerusform>{chips} фишка</numerusform>
                <numerusform>{chips} фишки</numerusform>
                <numerusform>{chips} фишек</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/speech.py" />
            <source>folded</source>
            <translation>карты сброшены</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/speech.py" />
            <source>to act</source>
            <translation>ходит</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/speech.py" />
            <source>face down</source>
            <translation>рубашкой вверх</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/speech.py" />
            <source>{card} (down)</source>
            <translation>{card} (закрыта)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/speech.py" />
            <source>Your card {number} of {count}</source>
            <translation>Ваша карта {number} из {count}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/speech.py" />
            <source>{owner}: card {number} of {count}</source>
            <translation>{owner}: карта {number} из {count}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/speech.py" />
            <source>Left and Right arrows: the cards; Up and Down: the other seats</source>
            <translation>Стрелки влево и вправо: карты; вверх и вниз: другие места</translation>
        </message>
    </context>
    <context>
        <name>Statistics</name>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Hands</source>
            <translation>Раздачи</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Hands dealt in (for everyone: player-hands)</source>
            <translation>Раздачи с вашим участием (для всех: раздачи каждого игрока)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Big bets won / 100 hands</source>
            <translation>Выиграно больших ставок / 100 раздач</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Net result in big bets per 100 hands</source>
            <translation>Чистый результат в больших ставках на 100 раздач</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>with showdown</source>
            <translation>со вскрытием</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Big bets per 100 hands from hands taken to the showdown</source>
            <translation>Больших ставок на 100 раздач из раздач, дошедших до вскрытия</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>without showdown</source>
            <translation>без вскрытия</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Big bets per 100 hands from hands that ended earlier</source>
            <translation>Больших ставок на 100 раздач из раздач, закончившихся раньше</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Chips won</source>
            <translation>Выиграно фишек</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Net chips won or lost</source>
            <translation>Чистый выигрыш или проигрыш в фишках</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Chips won / 100 hands</source>
            <translation>Выиграно фишек / 100 раздач</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Net chips per 100 hands</source>
            <translation>Чистый результат в фишках на 100 раздач</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>3rd street: came in</source>
            <translation>3-я улица: вход в игру</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Called, completed or raised on the first street by choice</source>
            <translation>Колл, комплит или рейз на первой улице по своей воле</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>3rd street: completed or raised</source>
            <translation>3-я улица: комплит или рейз</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>4th street: bet again</source>
            <translation>4-я улица: снова бет</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Bet or raised on 4th street after making the last completion or raise on 3rd</source>
            <translation>Бет или рейз на 4-й улице после последнего комплита или рейза на 3-й</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>5th street: folded</source>
            <translation>5-я улица: фолд</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Folded on 5th street, of the times dealt it</source>
            <translation>Фолд на 5-й улице, из всех раз, когда она сдавалась</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Went to showdown</source>
            <translation>Дошёл до вскрытия</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Of the hands that saw 4th street</source>
            <translation>Из раздач, дошедших до 4-й улицы</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Won at showdown</source>
            <translation>Выиграл на вскрытии</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Won chips, of the showdowns</source>
            <translation>Выиграл фишки, из всех вскрытий</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Hi/Lo: scoops</source>
            <translation>Хай-лоу: скупы</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Took the whole pot at a Hi/Lo showdown</source>
            <translation>Забрал весь банк на вскрытии в хай-лоу</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Hi/Lo: high halves</source>
            <translation>Хай-лоу: старшие половины</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Took the high half only</source>
            <translation>Забрал только старшую половину</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Hi/Lo: low halves</source>
            <translation>Хай-лоу: младшие половины</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Took the low half only</source>
            <translation>Забрал только младшую половину</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Best 5 %</source>
            <translation>Лучшие 5 %</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Next 5 %</source>
            <translation>Следующие 5 %</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Next 10 %</source>
            <translation>Следующие 10 %</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Other 70 %</source>
            <translation>Остальные 70 %</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Figure</source>
            <translation>Показатель</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>You</source>
            <comment>the player's own figures</comment>
            <translation>Вы</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Everyone</source>
            <translation>Все</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Opponent</source>
            <translation>Соперник</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Winnings over the hands</source>
            <translation>Выигрыш по раздачам</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Big bets won</source>
            <translation>Выиграно больших ставок</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Results by starting hand (3rd street)</source>
            <translation>Результаты по стартовой руке (3-я улица)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Sit-and-go finishes</source>
            <translation>Места в сит-н-гоу</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Tournaments</source>
            <translation>Турниры</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Winnings</source>
            <translation>Выигрыш</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Starting hands</source>
            <translation>Стартовые руки</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Save chart as PNG…</source>
            <translation>Сохранить график как PNG…</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Total</source>
            <translation>Всего</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>With showdown</source>
            <translation>Со вскрытием</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Without showdown</source>
            <translation>Без вскрытия</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Save chart</source>
            <translation>Сохранить график</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>PNG images (*.png)</source>
            <translation>Изображения PNG (*.png)</translation>
        </message>
    </context>
    <context>
        <name>Suits</name>
        <message numerus="yes">
            <location filename="../studdesk/wording/odds.py" />
            <source>club(s)</source>
            <translation>
                <numerusform>трефа</numerusform>
                <numerusform>трефы</numerusform>
                <numerusform>треф</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/odds.py" />
            <source>diamond(s)</source>
            <translation>
                <numerusform>бубна</numerusform>
                <numerusform>бубны</numerusform>
                <numerusform>бубен</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/odds.py" />
            <source>heart(s)</source>
            <translation>
                <numerusform>черва</numerusform>
                <numerusform>червы</numerusform>
                <numerusform>червей</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/odds.py" />
            <source>spade(s)</source>
            <translation>
                <numerusform>пика</numerusform>
                <numerusform>пики</numerusform>
                <numerusform>пик</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>clubs</source>
            <translation>трефы</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>diamonds</source>
            <translation>бубны</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>hearts</source>
            <translation>червы</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>spades</source>
            <translation>пики</translation>
        </message>
    </context>
    <context>
        <name>System</name>
        <message>
            <location filename="../studdesk/wording/system.py" />
            <source>an unexpected error (the log has the details)</source>
            <translation>непредвиденная ошибка (подробности в журнале)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/system.py" />
            <source>the disk is full</source>
            <translation>диск заполнен</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/system.py" />
            <source>your disk quota is used up</source>
            <translation>ваша дисковая квота исчерпана</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/system.py" />
            <source>StudDesk has no permission to use it</source>
            <translation>у StudDesk нет прав на доступ к нему</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/system.py" />
            <source>the disk is read-only</source>
            <translation>диск доступен только для чтения</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/system.py" />
            <source>it does not exist (or its folder does not)</source>
            <translation>файла или его папки не существует</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/system.py" />
            <source>it is a folder, not a file</source>
            <translation>это папка, а не файл</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/system.py" />
            <source>a part of its path is a file, not a folder</source>
            <translation>часть пути к нему — файл, а не папка</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/system.py" />
            <source>the disk reported a read or write error</source>
            <translation>ошибка чтения или записи на диске</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/system.py" />
            <source>the file is too large</source>
            <translation>файл слишком большой</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/system.py" />
            <source>its name is too long</source>
            <translation>слишком длинное имя</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/system.py" />
            <source>a file of that name is in the way</source>
            <translation>мешает файл с таким же именем</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/system.py" />
            <source>it is not a regular file</source>
            <translation>это не обычный файл</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/system.py" />
            <source>it is too large to be one StudDesk wrote</source>
            <translation>он слишком велик для файла StudDesk</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/system.py" />
            <source>another program is using it</source>
            <translation>его использует другая программа</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/system.py" />
            <source>it cannot be opened</source>
            <translation>его не удаётся открыть</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/system.py" />
            <source>its contents are garbled</source>
            <translation>его содержимое испорчено</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/system.py" />
            <source>it is not a database</source>
            <translation>это не база данных</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/system.py" />
            <source>the system refused ({code})</source>
            <translation>система отказала ({code})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/system.py" />
            <source>the system refused</source>
            <translation>система отказала</translation>
        </message>
    </context>
    <context>
        <name>Table</name>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>Hand #{number} · {game}</source>
            <translation>Раздача №{number} · {game}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>2nd street</source>
            <translation>2-я улица</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>3rd street</source>
            <translation>3-я улица</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>4th street</source>
            <translation>4-я улица</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>5th street</source>
            <translation>5-я улица</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>6th street</source>
            <translation>6-я улица</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>7th street</source>
            <translation>7-я улица</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>{street} · big bet {chips}</source>
            <translation>{street} · большая ставка {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>{street} · small bet {chips}</source>
            <translation>{street} · малая ставка {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>{street} · open pair: bet {small} or {big}</source>
            <translation>{street} · открытая пара: ставка {small} или {big}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>ante {ante} · bring-in {bring_in} · {small}/{big}</source>
            <translation>анте {ante} · бринг-ин {bring_in} · {small}/{big}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>ante {ante}, bring-in {bring_in}, {small}/{big}</source>
            <translation>анте {ante}, бринг-ин {bring_in}, {small}/{big}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>Shows</source>
            <translation>Вскрывает</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>Mucks</source>
            <translation>Сбрасывает</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>Wins {chips}</source>
            <translation>Выигрывает {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>Wins {chips} high</source>
            <translation>Выигрывает {chips} (хай)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>Wins {chips} low</source>
            <translation>Выигрывает {chips} (лоу)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>{chips} high</source>
            <translation>{chips} хай</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>{chips} low</source>
            <translation>{chips} лоу</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>Scoops {total} ({shares})</source>
            <translation>Забирает весь банк {total} ({shares})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>Wins {total} ({shares})</source>
            <translation>Выигрывает {total} ({shares})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>Main pot {chips}</source>
            <translation>Основной банк {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>Side pot {chips}</source>
            <translation>Сайд-пот {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>Side pot {number}: {chips}</source>
            <translation>Сайд-пот {number}: {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>Pot {chips}</source>
            <translation>Банк {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>Your turn</source>
            <translation>Ваш ход</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>The choices just changed: look, then click again.</source>
            <translation>Варианты только что изменились: посмотрите и нажмите ещё раз.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>New lines below ↓</source>
            <translation>Новые строки ниже ↓</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>Paused</source>
            <translation>Пауза</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>Press P to go on</source>
            <translation>Нажмите P, чтобы продолжить</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>Paused — press P to go on</source>
            <translation>Пауза — нажмите P, чтобы продолжить</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>You folded</source>
            <translation>Вы сбросили карты</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>You are sitting out</source>
            <translation>Вы пропускаете раздачи</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>You watch the bots play</source>
            <translation>Вы смотрите игру ботов</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>Empty seat</source>
            <translation>Свободное место</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>thinking…</source>
            <translation>думает…</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>all-in</source>
            <translation>олл-ин</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>Bring-in</source>
            <translation>Бринг-ин</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>DEALER</source>
            <translation>ДИЛЕР</translation>
        </message>
    </context>
    <context>
        <name>Tournament</name>
        <message>
            <location filename="../studdesk/wording/tournament.py" />
            <source>{title} · {left} of {entrants} left · hand {hand}</source>
            <translation>{title} · осталось {left} из {entrants} · раздача {hand}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/tournament.py" />
            <source>Level {level} · {game}
{stakes}</source>
            <translation>Уровень {level} · {game}
{stakes}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/tournament.py" />
            <source>Top of the ladder: the stakes stay here.</source>
            <translation>Последний уровень: ставки больше не растут.</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/tournament.py" />
            <source>in {hands} hand(s)</source>
            <translation>
                <numerusform>через {hands} раздачу</numerusform>
                <numerusform>через {hands} раздачи</numerusform>
                <numerusform>через {hands} раздач</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/tournament.py" />
            <source>in {clock}</source>
            <translation>через {clock}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/tournament.py" />
            <source>with the next hand</source>
            <translation>со следующей раздачи</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/tournament.py" />
            <source>Next: level {level} {when}
{stakes}</source>
            <translation>Далее: уровень {level} {when}
{stakes}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/tournament.py" />
            <source>Next: level {level} {when}
{game} · {stakes}</source>
            <translation>Далее: уровень {level} {when}
{game} · {stakes}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/tournament.py" />
            <source>out</source>
            <translation>выбыл</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/tournament.py" />
            <source>{equity} of the {pool} prize pool</source>
            <translation>{equity} из призового фонда {pool}</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/tournament.py" />
            <source>Mixed sit-and-go, {n} player(s)</source>
            <translation>
                <numerusform>Сит-н-гоу микс, {n} игрок</numerusform>
                <numerusform>Сит-н-гоу микс, {n} игрока</numerusform>
                <numerusform>Сит-н-гоу микс, {n} игроков</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/tournament.py" />
            <source>{game} sit-and-go, {n} player(s)</source>
            <translation>
                <numerusform>Сит-н-гоу {game}, {n} игрок</numerusform>
                <numerusform>Сит-н-гоу {game}, {n} игрока</numerusform>
                <numerusform>Сит-н-гоу {game}, {n} игроков</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>TournamentPanel</name>
        <message>
            <location filename="../studdesk/ui/tournament_panel.py" />
            <source>Player</source>
            <translation>Игрок</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/tournament_panel.py" />
            <source>Chips</source>
            <translation>Фишки</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/tournament_panel.py" />
            <source>Place (for those out)</source>
            <translation>Место (для выбывших)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/tournament_panel.py" />
            <source>Chips at the start of this hand</source>
            <translation>Фишки в начале этой раздачи</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/tournament_panel.py" />
            <source>Share of all the chips in play</source>
            <translation>Доля от всех фишек в игре</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/tournament_panel.py" />
            <source>ICM prize equity: the share of the prize pool the chips are worth (prize won, for those out)</source>
            <translation>Призовое эквити по ICM: доля призового фонда, которой стоят фишки (для выбывших — выигранный приз)</translation>
        </message>
    </context>
    <context>
        <name>Trainer</name>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>fold</source>
            <translation>фолд</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>call</source>
            <translation>колл</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>complete</source>
            <translation>комплит</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>raise</source>
            <translation>рейз</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>Right: {reason}</source>
            <translation>Верно: {reason}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>The advisor would {pick}: {reason}</source>
            <translation>Советник выбрал бы «{pick}»: {reason}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>Hand: {tier} (strength {score} of 1)</source>
            <translation>Рука: {tier} (сила {score} из 1)</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/drills.py" />
            <source>Played to the showdown against the {n} player(s) still in: {share} of the pot</source>
            <translation>
                <numerusform>Сыграно до вскрытия против {n} оставшегося игрока: {share} банка</numerusform>
                <numerusform>Сыграно до вскрытия против {n} оставшихся игроков: {share} банка</numerusform>
                <numerusform>Сыграно до вскрытия против {n} оставшихся игроков: {share} банка</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>Score: {correct} of {answered} ({accuracy}), streak {streak}, best {best}</source>
            <translation>Счёт: {correct} из {answered} ({accuracy}), серия {streak}, лучшая {best}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>Third-street trainer</source>
            <translation>Тренажёр третьей улицы</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>A mixed table</source>
            <translation>Смешанный стол</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>Rocks (tight, cautious)</source>
            <translation>Скалы (тайтовые, осторожные)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>Solid players</source>
            <translation>Крепкие игроки</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>Calling stations (loose, passive)</source>
            <translation>Колл-станции (лузовые, пассивные)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>Maniacs (loose, aggressive)</source>
            <translation>Маньяки (лузовые, агрессивные)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>Fish (ignore the dead cards)</source>
            <translation>Рыбы (не учитывают мёртвые карты)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>Situation {number} · {game}</source>
            <translation>Ситуация {number} · {game}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>Your cards: {cards}</source>
            <translation>Ваши карты: {cards}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>{name} ({card}): yet to act</source>
            <translation>{name} ({card}): ещё не ходил</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>{name} ({card}): {action}</source>
            <translation>{name} ({card}): {action}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>Dealing a situation…</source>
            <translation>Раздаётся ситуация…</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>Simulating the hand…</source>
            <translation>Моделирование раздачи…</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>The trainer could not go on: {reason}</source>
            <translation>Тренажёр не смог продолжить: {reason}</translation>
        </message>
    </context>
    <context>
        <name>TrainerWindow</name>
        <message>
            <location filename="../studdesk/ui/trainer_window.py" />
            <source>Who sits with you: the bots acting before you and in the simulation</source>
            <translation>Кто сидит с вами: боты, действующие до вас и в симуляции</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/trainer_window.py" />
            <source>New table</source>
            <translation>Новый стол</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/trainer_window.py" />
            <source>Deal at a table of this game, size and opponents; the score starts again</source>
            <translation>Сдавать за столом с этой игрой, числом игроков и соперниками; счёт начинается заново</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/trainer_window.py" />
            <source>Game:</source>
            <translation>Игра:</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/trainer_window.py" />
            <source>Opponents:</source>
            <translation>Соперники:</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/trainer_window.py" />
            <source>Next situation</source>
            <translation>Следующая ситуация</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/trainer_window.py" />
            <source>up card</source>
            <translation>открытая карта</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/trainer_window.py" />
            <source>down card</source>
            <translation>закрытая карта</translation>
        </message>
    </context>
    <context>
        <name>Units</name>
        <message numerus="yes">
            <location filename="../studdesk/ui/dialogs/range_spins.py" />
            <source>chip(s)</source>
            <translation>
                <numerusform>фишка</numerusform>
                <numerusform>фишки</numerusform>
                <numerusform>фишек</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/range_spins.py" />
            <source>ms</source>
            <comment>milliseconds</comment>
            <translation>мс</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/range_spins.py" />
            <source>s</source>
            <comment>seconds</comment>
            <translation>с</translation>
        </message>
    </context>
    <context>
        <name>Welcome</name>
        <message>
            <location filename="../studdesk/wording/welcome.py" />
            <source>Welcome to StudDesk</source>
            <translation>Добро пожаловать в StudDesk</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/welcome.py" />
            <source>Deal me in</source>
            <translation>Сдавайте</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/welcome.py" />
            <source>Show this welcome when StudDesk starts</source>
            <translation>Показывать это приветствие при запуске StudDesk</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/welcome.py" />
            <source>fold your hand</source>
            <translation>сбросить карты (фолд)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/welcome.py" />
            <source>check or call</source>
            <translation>чек или колл</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/welcome.py" />
            <source>bring in (the forced opening bet)</source>
            <translation>бринг-ин (обязательная открывающая ставка)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/welcome.py" />
            <source>bet, raise or complete</source>
            <translation>бет, рейз или комплит</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/welcome.py" />
            <source>the big bet, when an open pair allows it</source>
            <translation>большая ставка, когда её разрешает открытая пара</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/welcome.py" />
            <source>skip the animation</source>
            <translation>пропустить анимацию</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/welcome.py" />
            <source>pause, and go on</source>
            <translation>пауза и продолжение</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/welcome.py" />
            <source>You play {game} against bots, for practice chips. The table deals on by itself; when it is your turn the buttons under the table show what you may do.</source>
            <translation>Вы играете в {game} против ботов на тренировочные фишки. Стол раздаёт сам; когда ваш ход, кнопки под столом показывают, что можно сделать.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/welcome.py" />
            <source>The rules of the game being played are under Help ▸ Rules ({rules}). Game ▸ Settings ({settings}) chooses the game, your opponents and the stakes; Game ▸ New sit-and-go starts a tournament.</source>
            <translation>Правила текущей игры — в меню Справка ▸ Правила ({rules}). В Игра ▸ Настройки ({settings}) выбираются игра, соперники и ставки; Игра ▸ Новый сит-н-гоу начинает турнир.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/welcome.py" />
            <source>The keys:</source>
            <translation>Клавиши:</translation>
        </message>
    </context>
</TS>
