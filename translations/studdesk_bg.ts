<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="bg">
    <context>
        <name>AidsPage</name>
        <message>
            <location filename="../studdesk/ui/dialogs/aids_page.py" />
            <source>Off</source>
            <translation>Изключена</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/aids_page.py" />
            <source>After every hand with folded up cards</source>
            <translation>След всяко раздаване с хвърлени открити карти</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/aids_page.py" />
            <source>Now and then, on your turn</source>
            <translation>От време на време, когато сте на ход</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/aids_page.py" />
            <source>What a strong stud player sees and thinks, beside the table. The equity calculator and the third-street trainer are in the Tools menu at any time.</source>
            <translation>Това, което силният играч на стъд вижда и обмисля, до масата. Калкулаторът на еквити и тренажорът за трета улица са винаги в менюто „Инструменти“.</translation>
        </message>
    </context>
    <context>
        <name>AidsPanel</name>
        <message>
            <location filename="../studdesk/ui/aids_panel.py" />
            <source>Equity</source>
            <translation>Еквити</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/aids_panel.py" />
            <source>Pot odds</source>
            <translation>Шансове на пота</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/aids_panel.py" />
            <source>Outs</source>
            <translation>Аутове</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/aids_panel.py" />
            <source>Advisor</source>
            <translation>Съветник</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/aids_panel.py" />
            <source>Rules</source>
            <translation>Правила</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/aids_panel.py" />
            <source>Dead cards</source>
            <translation>Мъртви карти</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/aids_panel.py" />
            <source>Last hand</source>
            <translation>Последно раздаване</translation>
        </message>
    </context>
    <context>
        <name>Appearance</name>
        <message>
            <location filename="../studdesk/wording/appearance.py" />
            <source>Text size {percent} %</source>
            <translation>Размер на текста {percent} %</translation>
        </message>
    </context>
    <context>
        <name>Boards</name>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>{held} to a flush: no flush possible</source>
            <translation>{held} към флош: флош не е възможен</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>{held} to a flush, {live} {suit} live</source>
            <translation>{held} към флош, още {live} {suit} в игра</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>{held} to a straight: no straight possible</source>
            <translation>{held} към кента: кента не е възможна</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>{held} to a straight, {live} of {total} cards that fit live</source>
            <translation>{held} към кента, живи подходящи карти: {live} от {total}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>trip {ranks}</source>
            <translation>тройка {ranks}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>four {ranks}</source>
            <translation>каре {ranks}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>cannot have {hand}: every other {rank} is seen</source>
            <translation>не може да има {hand}: всички останали ({rank}) са видени</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>could have {hand}: {count} live</source>
            <translation>може да има {hand}: живи {count}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>no full house possible: {live} of {total} {ranks} live</source>
            <translation>фул хаус не е възможен: живи {live} от {total} ({ranks})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>could make a full house: {live} of {total} {ranks} live</source>
            <translation>може да направи фул хаус: живи {live} от {total} ({ranks})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>{held} low cards, no low possible</source>
            <translation>ниски карти: {held}, лоу не е възможно</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>{held} low cards, could make a low: {live} of {total} low cards live</source>
            <translation>ниски карти: {held}, лоу е възможно: живи ниски {live} от {total}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>could improve the low: {live} of {total} lower cards live</source>
            <translation>може да подобри лоуто: живи по-ниски {live} от {total}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>{name} folded</source>
            <translation>{name}: фолд</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>{name} shows nothing yet</source>
            <translation>{name}: още нищо не е открито</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>{name} shows {cards}</source>
            <translation>{name}: открити {cards}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>{cards}: {hand}</source>
            <translation>{cards}: {hand}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>no draw to anything better showing</source>
            <translation>няма дроу към нещо по-добро от откритото</translation>
        </message>
    </context>
    <context>
        <name>BotFailures</name>
        <message>
            <location filename="../studdesk/wording/bot_failures.py" />
            <source>no answer within {seconds} s</source>
            <translation>няма отговор до {seconds} с</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bot_failures.py" />
            <source>its process has ended</source>
            <translation>процесът му е спрял</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bot_failures.py" />
            <source>it sent an answer StudDesk cannot read</source>
            <translation>изпрати отговор, който StudDesk не може да прочете</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bot_failures.py" />
            <source>it raised {error}</source>
            <translation>хвърли изключение {error}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bot_failures.py" />
            <source>it answered {answer}, which is not an action</source>
            <translation>отговори {answer}, а това не е ход</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bot_failures.py" />
            <source>it chose {choice}, which is not on offer</source>
            <translation>избра {choice}, а такъв ход не е позволен</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bot_failures.py" />
            <source>{reason}, at the end of the last hand</source>
            <translation>{reason}, в края на предишното раздаване</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bot_failures.py" />
            <source>it could not be started again: {reason}</source>
            <translation>не можа да бъде стартиран отново: {reason}</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/bot_failures.py" />
            <source>{reason}; it failed {n} time(s) in a row, so it only checks or folds from now on</source>
            <translation>
                <numerusform>{reason}; сгреши {n} път подред, затова отсега само чекира или се отказва</numerusform>
                <numerusform>{reason}; сгреши {n} пъти подред, затова отсега само чекира или се отказва</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/bot_failures.py" />
            <source>{reason}; it failed {n} time(s), so it only checks or folds from now on</source>
            <translation>
                <numerusform>{reason}; сгреши {n} път, затова отсега само чекира или се отказва</numerusform>
                <numerusform>{reason}; сгреши {n} пъти, затова отсега само чекира или се отказва</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bot_failures.py" />
            <source>cannot import '{module}' for bot '{spec}': {error}</source>
            <translation>не може да се импортира „{module}“ за бота „{spec}“: {error}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bot_failures.py" />
            <source>module '{module}' has no '{attr}' for bot '{spec}'</source>
            <translation>модулът „{module}“ няма „{attr}“ за бота „{spec}“</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bot_failures.py" />
            <source>'{spec}' is not a class or factory</source>
            <translation>„{spec}“ не е клас или фабрика</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bot_failures.py" />
            <source>bot '{name}' could not be created: {error}</source>
            <translation>ботът „{name}“ не можа да бъде създаден: {error}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bot_failures.py" />
            <source>'{name}' made {made}, which has no decide(view) method</source>
            <translation>„{name}“ създаде {made}, който няма метод decide(view)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bot_failures.py" />
            <source>unknown bot '{name}'; known bots: {known} (or give package.module:ClassName)</source>
            <translation>непознат бот „{name}“; познати ботове: {known} (или посочете package.module:ClassName)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bot_failures.py" />
            <source>bot '{spec}' did not start: {reason}</source>
            <translation>ботът „{spec}“ не стартира: {reason}</translation>
        </message>
    </context>
    <context>
        <name>Bots</name>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Easy</source>
            <translation>Лесно</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Medium</source>
            <translation>Средно</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Hard</source>
            <translation>Трудно</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Rock</source>
            <translation>Скала</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Solid</source>
            <translation>Стабилен</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Calling station</source>
            <translation>Кол станция</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Maniac</source>
            <translation>Маниак</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Fish</source>
            <translation>Риба</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>a beginner who plays far too many hands and calls too much</source>
            <translation>начинаещ: играе твърде много ръце и плаща твърде често</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>a club regular</source>
            <translation>редовен играч в клуба</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>reads its opponents and bets for value: the strongest</source>
            <translation>разчита противниците си и залага за стойност: най-силният</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>plays few hands and folds easily, bets only with the goods</source>
            <translation>играе малко ръце, лесно се отказва, залага само със силна ръка</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>a sound, balanced game</source>
            <translation>разумна, балансирана игра</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>calls almost anything and seldom raises: bet your good hands</source>
            <translation>плаща почти всичко и рядко вдига: залагайте с добрите си ръце</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>raises and bluffs all the time: let it bet into your good hands</source>
            <translation>вдига и блъфира непрекъснато: оставете го да залага срещу добрите ви ръце</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>plays too many hands and chases draws that are dead</source>
            <translation>играе твърде много ръце и гони дро, които вече са мъртви</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Random</source>
            <translation>Случаен</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Always call</source>
            <translation>Винаги кол</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Always raise</source>
            <translation>Винаги вдигане</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Equity yardstick</source>
            <translation>Еталон по еквити</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Picks any legal action at random: for testing, not for practice.</source>
            <translation>Избира произволен позволен ход: за проверка, не за тренировка.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Checks or calls every time, never folds, never raises.</source>
            <translation>Винаги чек или кол: никога не се отказва и не вдига.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Bets or raises whenever it may.</source>
            <translation>Залага или вдига винаги, когато може.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Bets by its chance to win against random hands: a plain yardstick.</source>
            <translation>Залага според шанса си да спечели срещу случайни ръце: прост еталон.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>A mix of styles ({level})</source>
            <translation>Смес от стилове ({level})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>{style} ({level})</source>
            <translation>{style} ({level})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Each seat a different style, all at {level}: solid, rock, fish, maniac, calling station.</source>
            <translation>Всяко място с различен стил, всички на ниво „{level}“: стабилен, скала, риба, маниак, кол станция.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>A solid player at {level}: {note}.</source>
            <translation>Стабилен играч на ниво „{level}“: {note}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>{style}: {style_note}. {level}: {level_note}.</source>
            <translation>{style}: {style_note}. {level}: {level_note}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Your own bot class; it runs apart from StudDesk, with a time limit.</source>
            <translation>Ваш собствен клас бот; работи отделно от StudDesk, с ограничение на времето.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>An installed bot of your own.</source>
            <translation>Инсталиран от вас бот.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>A different style at each seat</source>
            <translation>Различен стил на всяко място</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Levels (a solid player)</source>
            <translation>Нива (стабилен играч)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Styles at {level}</source>
            <translation>Стилове на ниво „{level}“</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Simple practice bots</source>
            <translation>Прости ботове за тренировка</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Your own</source>
            <translation>Ваши собствени</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Your own bot (module:Class)…</source>
            <translation>Собствен бот (модул:Клас)…</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Default bot</source>
            <translation>Бот по подразбиране</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Default ({bot})</source>
            <translation>По подразбиране ({bot})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/bots.py" />
            <source>Opponent {number}</source>
            <translation>Противник {number}</translation>
        </message>
    </context>
    <context>
        <name>Calculator</name>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>the dead cards</source>
            <translation>мъртвите карти</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>player {number}</source>
            <translation>играч {number}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>unknown variant '{text}'; choose one of {variants}</source>
            <translation>непозната игра „{text}“; изберете една от: {variants}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>{where}: '{text}' is half a card; write each card as rank and suit, like 'As' or 'Td'</source>
            <translation>{where}: „{text}“ е половин карта; пишете всяка карта като стойност и боя, например 'As' или 'Td'</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>{where}: '{text}' is not a card; ranks are 2-9 T J Q K A and suits c d h s</source>
            <translation>{where}: „{text}“ не е карта; стойностите са 2-9 T J Q K A, а боите c d h s</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>give at least {limit} hands to compare (got {count})</source>
            <translation>за сравнение са нужни поне {limit} ръце (дадени: {count})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>{game} is played by at most {limit} players (got {count} hands)</source>
            <translation>{game} се играе от най-много {limit} играчи (дадени ръце: {count})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>{where} has {count} cards, but {game} deals each player only {limit}</source>
            <translation>{where} има {count} карти, но в {game} всеки получава само {limit}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>the {card} is given twice in {where}</source>
            <translation>картата {card} е дадена два пъти в {where}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>the {card} is given in {other} and in {where}</source>
            <translation>картата {card} е дадена и в {other}, и в {where}</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/calculator.py" />
            <source>the hands need {count} more cards, but the deck holds only {limit} card(s) once the known and dead cards are out of it</source>
            <translation>
                <numerusform>на ръцете им трябват още карти: {count}, но след махането на известните и мъртвите карти в тестето остава само {limit} карта</numerusform>
                <numerusform>на ръцете им трябват още карти: {count}, но след махането на известните и мъртвите карти в тестето остават само {limit} карти</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>the number of samples must be at least {limit} (got {count})</source>
            <translation>броят на извадките трябва да е поне {limit} (дадени: {count})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>--exact would enumerate {count} deals, more than the {limit} that finish in about half a minute; leave out --exact for a Monte Carlo answer with its standard error</source>
            <translation>--exact би изброил {count} раздавания, повече от {limit}, които се смятат за около половин минута; махнете --exact за отговор по Монте Карло със стандартната му грешка</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>{flag} takes a whole number, not '{text}'</source>
            <translation>{flag} приема цяло число, а не „{text}“</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>{flag} must be between {low} and {high} (got {value})</source>
            <translation>{flag} трябва да е между {low} и {high} (дадено: {value})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>interrupted</source>
            <translation>прекъснато</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/calculator.py" />
            <source>exact, {deals} deal(s) enumerated</source>
            <translation>
                <numerusform>точно, изброено {deals} раздаване</numerusform>
                <numerusform>точно, изброени {deals} раздавания</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>Monte Carlo, {deals} random deals, standard error up to {error} points</source>
            <translation>Монте Карло, случайни раздавания: {deals}, стандартна грешка до {error} пункта</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>{game}: {how}</source>
            <translation>{game}: {how}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>The deck runs out: the last card is one community card for everyone (R2.7).</source>
            <translation>Тестето свършва: последната карта е една обща карта за всички (R2.7).</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>equity</source>
            <translation>еквити</translation>
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
            <translation>играч</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>cards</source>
            <translation>карти</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>(no cards)</source>
            <translation>(няма карти)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>{deals} deals: the answer will be exact</source>
            <translation>раздавания: {deals} — отговорът ще е точен</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>{deals} deals: too many to count, a Monte Carlo sample will do</source>
            <translation>раздавания: {deals} — твърде много за изброяване, ще стигне извадка по Монте Карло</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>Computing…</source>
            <translation>Изчисляване…</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>Cancelled: no answer.</source>
            <translation>Отменено: няма отговор.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/calculator.py" />
            <source>The calculation failed: {reason}</source>
            <translation>Изчислението не успя: {reason}</translation>
        </message>
    </context>
    <context>
        <name>CalculatorWindow</name>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>Player {number}</source>
            <translation>Играч {number}</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>down: As Kd</source>
            <translation>затворени: As Kd</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>up: 7c 8h</source>
            <translation>открити: 7c 8h</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>Stud equity calculator</source>
            <translation>Калкулатор на еквити за стъд</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>Deals to sample; the answer is exact when there are no more deals than this</source>
            <translation>Колко раздавания да се изтеглят случайно; отговорът е точен, ако всички раздавания не са повече от това число</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>Count every deal</source>
            <translation>Изброй всички раздавания</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>Enumerate every completion, however many (may take long)</source>
            <translation>Изброй всички възможни дораздавания, колкото и да са (може да отнеме време)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>Game:</source>
            <translation>Игра:</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>Samples:</source>
            <translation>Извадка:</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>Down cards</source>
            <translation>Затворени карти</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>Up cards</source>
            <translation>Открити карти</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>Add a player</source>
            <translation>Добави играч</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>Remove a player</source>
            <translation>Премахни играч</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>folded and other seen cards: Kc 9d</source>
            <translation>хвърлени и други видени карти: Kc 9d</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>Dead cards</source>
            <translation>Мъртви карти</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>Click a card to put it into the field being edited (click again to take it out).</source>
            <translation>Щракнете върху карта, за да я добавите в полето, което редактирате (второ щракване я маха).</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>Compute</source>
            <translation>Изчисли</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>Cancel</source>
            <translation>Отказ</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>Player</source>
            <translation>Играч</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>Cards</source>
            <translation>Карти</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/calculator_window.py" />
            <source>Equity</source>
            <translation>Еквити</translation>
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
            <translation>± грешка</translation>
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
            <translation>кол</translation>
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
            <translation>допълване</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>complete to {amount}</source>
            <translation>допълване до {amount}</translation>
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
            <translation>Съветник: {action}. {reason}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>The advisor is thinking…</source>
            <translation>Съветникът мисли…</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>The advisor speaks on your turn.</source>
            <translation>Съветникът говори на вашия ред.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>Review of hand #{number}</source>
            <translation>Анализ на раздаване №{number}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>After each hand you play: where your decisions and the advisor's differed.</source>
            <translation>След всяко изиграно раздаване: къде решенията ви се различават от тези на съветника.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>Your one decision matched the advisor's.</source>
            <translation>Единственото ви решение съвпадна със съветника.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>All {n} of your decisions matched the advisor's.</source>
            <translation>Всичките ви решения ({n}) съвпаднаха със съветника.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>Your one decision differed from the advisor's:</source>
            <translation>Единственото ви решение се различава от съветника:</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>{n} of {total} decisions differed from the advisor's:</source>
            <translation>Решения, различни от съветника: {n} от {total}:</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>equity {equity}</source>
            <translation>еквити {equity}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>{street}: you chose to {you}, the advisor would {advisor} ({facts}). {reason}</source>
            <translation>{street}: вие избрахте „{you}“, съветникът би избрал „{advisor}“ ({facts}). {reason}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>{street}: you chose to {you}, the advisor would {advisor}. {reason}</source>
            <translation>{street}: вие избрахте „{you}“, съветникът би избрал „{advisor}“. {reason}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>The review could not be kept with the hand: {reason}</source>
            <translation>Анализът не можа да бъде запазен с раздаването: {reason}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>You made no decision in this hand.</source>
            <translation>В това раздаване не сте взели решение.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>the {card} is the lowest up card, aces high</source>
            <translation>{card} е най-ниската открита карта (асото е високо)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>the {card} is the highest up card, aces low</source>
            <translation>{card} е най-високата открита карта (асото е ниско)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>{reason}; the {other} has the same rank, and suits break the tie (clubs, diamonds, hearts, spades from lowest)</source>
            <translation>{reason}; {other} е със същата стойност и решава боята (спатия, каро, купа, пика — от най-ниската)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>{reason}; the {other} has the same rank, and suits break the tie (spades, hearts, diamonds, clubs from highest)</source>
            <translation>{reason}; {other} е със същата стойност и решава боята (пика, купа, каро, спатия — от най-високата)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>You bring in: {reason} (R3.2).</source>
            <translation>Вие пускате бринг-ин: {reason} (R3.2).</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>{who} brings in: {reason} (R3.2).</source>
            <translation>{who} пуска бринг-ин: {reason} (R3.2).</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>You are all-in from the ante, so the next player with chips, {next}, brings in (R3.9).</source>
            <translation>Вие сте ол-ин от антето, затова бринг-ин пуска следващият играч с чипове: {next} (R3.9).</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>{who} is all-in from the ante, so you, the next player with chips, bring in (R3.9).</source>
            <translation>{who} е ол-ин от антето, затова бринг-ин пускате вие като следващ играч с чипове (R3.9).</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>{who} is all-in from the ante, so the next player with chips, {next}, brings in (R3.9).</source>
            <translation>{who} е ол-ин от антето, затова бринг-ин пуска следващият играч с чипове: {next} (R3.9).</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>You act first with the best hand showing, {showing}</source>
            <translation>Вие действате пръв с най-добрата открита ръка: {showing}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>{who} acts first with the best hand showing, {showing}</source>
            <translation>{who} действа пръв с най-добрата открита ръка: {showing}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>You act first with the best low showing, {showing}</source>
            <translation>Вие действате пръв с най-доброто открито лоу: {showing}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>{who} acts first with the best low showing, {showing}</source>
            <translation>{who} действа пръв с най-доброто открито лоу: {showing}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>{text}; {others} shows as much, and the first from the dealer's left acts first</source>
            <translation>{text}; {others} показва толкова, и пръв действа първият отляво на дилъра</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>{text} (R3.6).</source>
            <translation>{text} (R3.6).</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>You are all-in, so {next} acts first.</source>
            <translation>Вие сте ол-ин, затова пръв действа {next}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>{who} is all-in, so you act first.</source>
            <translation>{who} е ол-ин, затова пръв действате вие.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>{who} is all-in, so {next} acts first.</source>
            <translation>{who} е ол-ин, затова пръв действа {next}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>{hand} ({cards})</source>
            <translation>{hand} ({cards})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>{game} has no open-pair big bet: bets follow the street's size.</source>
            <translation>В {game} няма голям залог при открит чифт: залозите следват размера на улицата.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>The open-pair big bet is switched off at this table: {street} bets are small bets.</source>
            <translation>Големият залог при открит чифт е изключен на тази маса: {street} е с малки залози.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>A pair shows ({who}): on {street} anyone may bet or raise the big bet; once a big bet is made, later raises are big too (R3.7).</source>
            <translation>Има открит чифт ({who}): на {street} всеки може да заложи или вдигне с големия залог; след голям залог и вдиганията са големи (R3.7).</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>If a pair shows on {street}, anyone may bet the big bet on that street (R3.7).</source>
            <translation>Ако на {street} се появи открит чифт, всеки може да заложи големия залог на тази улица (R3.7).</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>{who}: has an eight-or-better low</source>
            <translation>{who}: има лоу (осмица или по-ниско)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>low cards {ranks}</source>
            <translation>ниски карти {ranks}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>no low cards yet</source>
            <translation>още няма ниски карти</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>{who}: {shown}; no low possible any more</source>
            <translation>{who}: {shown}; лоу вече не е възможно</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>{who}: {shown}; a low can still come: {needed} more needed, {live} low ranks live</source>
            <translation>{who}: {shown}; лоу още е възможно: нужни са още {needed}, живи ниски стойности: {live}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/coach.py" />
            <source>You</source>
            <translation>Вие</translation>
        </message>
    </context>
    <context>
        <name>DeadCards</name>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>{suit} {ranks} (folded: {folded})</source>
            <translation>{suit} {ranks} (хвърлени: {folded})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>{seen} cards seen, {folded} of them folded</source>
            <translation>видени карти: {seen}, от тях хвърлени: {folded}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>{name} folded this card: it is dead</source>
            <translation>{name} хвърли тази карта: тя е мъртва</translation>
        </message>
    </context>
    <context>
        <name>Dialogs</name>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>StudDesk — {game} practice table</source>
            <translation>StudDesk — тренировъчна маса: {game}</translation>
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
            <translation>в играта „{game}“</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>{name} — {bot}, seat {seat}</source>
            <translation>{name} — {bot}, място {seat}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>{bot} (not installed)</source>
            <translation>{bot} (не е инсталиран)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>Your own bot class, written as package.module:ClassName.
It must be importable by StudDesk.</source>
            <translation>Ваш собствен клас бот, записан като пакет.модул:ИмеНаКлас.
StudDesk трябва да може да го импортира.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>“{spec}” is not of the form package.module:ClassName.</source>
            <translation>„{spec}“ не е във вида пакет.модул:ИмеНаКлас.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>Pick the {field} from a colour chart</source>
            <translation>{field}: избор от палитра</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>= {prize}</source>
            <translation>= {prize}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>Total {total} % of a {pool} prize pool</source>
            <translation>Общо {total} % от награден фонд {pool}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>Level {level}</source>
            <translation>Ниво {level}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>Level {level} {column}</source>
            <translation>Ниво {level}: {column}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>Level {level}: {problem}</source>
            <translation>Ниво {level}: {problem}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>(0: off)</source>
            <translation>(0: изкл.)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>The bot that plays {name}'s seat; Default uses the default bot below</source>
            <translation>Ботът, който играе на мястото на „{name}“; „По подразбиране“ е ботът по подразбиране (по-долу)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>{preset} comes to nothing with these stakes, and the bring-in must be at least 1 chip.</source>
            <translation>{preset} при тези залози дава нула, а бринг-инът трябва да е поне 1 чип.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>{preset} = {chips} (the small bet)</source>
            <translation>{preset} = {chips} (малкият залог)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>{preset} is {raw}, more than the small bet; the bring-in is at most the small bet, {chips}.</source>
            <translation>{preset} е {raw}, повече от малкия залог; бринг-инът е най-много малкият залог, {chips}.</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/dialogs.py" />
            <source>{count} opponent(s) do not fit: {reason}</source>
            <translation>
                <numerusform>{count} противник не се побира: {reason}</numerusform>
                <numerusform>{count} противници не се побират: {reason}</numerusform>
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
            <translation>StudDesk не може да стартира</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>{variable} must be an absolute folder path (it is '{value}'); set it to something like /home/you/studdesk, or unset it</source>
            <translation>{variable} трябва да е абсолютен път до папка (сега е '{value}'); задайте например /home/you/studdesk или премахнете променливата</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>Your home folder is unknown: HOME is empty and the user database has no home for you. Set HOME to your home folder, or {variable} to a folder for StudDesk's files.</source>
            <translation>Домашната папка е неизвестна: HOME е празна, а в базата с потребители няма домашна папка за вас. Задайте в HOME домашната си папка или в {variable} папка за файловете на StudDesk.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>Your home folder is unknown: HOME is the relative path '{value}' and the user database has no home for you. Set HOME to your home folder, or {variable} to a folder for StudDesk's files.</source>
            <translation>Домашната папка е неизвестна: HOME е относителният път '{value}', а в базата с потребители няма домашна папка за вас. Задайте в HOME домашната си папка или в {variable} папка за файловете на StudDesk.</translation>
        </message>
    </context>
    <context>
        <name>Drill</name>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>How many {suit} were folded?</source>
            <translation>Колко {suit} са хвърлени?</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>How many {ranks} were folded?</source>
            <translation>Колко {ranks} са хвърлени?</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>Is the {card} live?</source>
            <translation>Картата {card} жива ли е?</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>yes</source>
            <translation>да</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>no</source>
            <translation>не</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>{correct} of {asked} right ({accuracy}), {seconds} s a question</source>
            <translation>верни {correct} от {asked} ({accuracy}), {seconds} с на въпрос</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>Up-card memory drill</source>
            <translation>Тренировка на паметта за открити карти</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/drills.py" />
            <source>{n} up card(s) folded this hand and hidden now. What do you remember?</source>
            <translation>
                <numerusform>В това раздаване е хвърлена {n} открита карта и сега е скрита. Какво помните?</numerusform>
                <numerusform>В това раздаване са хвърлени {n} открити карти и сега са скрити. Какво помните?</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>Question {number} of {total}</source>
            <translation>Въпрос {number} от {total}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>Right.</source>
            <translation>Вярно.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>Not quite: the answer is {answer}.</source>
            <translation>Не съвсем: отговорът е {answer}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>“{text}” is not a number of cards: type 0 to 12.</source>
            <translation>„{text}“ не е брой карти: въведете от 0 до 12.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>No drill taken yet: switch the memory drill on in Settings ▸ Practice aids.</source>
            <translation>Още няма тренировки: включете тренировката на паметта в „Настройки ▸ Помощници“.</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/drills.py" />
            <source>Over {n} drill(s): {accuracy} right, {seconds} s a question</source>
            <translation>
                <numerusform>За {n} тренировка: вярно {accuracy}, {seconds} с на въпрос</numerusform>
                <numerusform>За {n} тренировки: вярно {accuracy}, {seconds} с на въпрос</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>{when}: {correct} of {asked} right, {seconds} s a question</source>
            <translation>{when}: верни {correct} от {asked}, {seconds} с на въпрос</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>{path} cannot be written: {why}</source>
            <translation>файлът {path} не може да бъде записан: {why}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>The drill's result could not be kept: {reason}</source>
            <translation>Резултатът от тренировката не можа да бъде запазен: {reason}</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/drills.py" />
            <source>{n} damaged line(s) in the drill results skipped.</source>
            <translation>
                <numerusform>Пропуснат е {n} повреден ред в резултатите от тренировките.</numerusform>
                <numerusform>Пропуснати са {n} повредени реда в резултатите от тренировките.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>FeltPresets</name>
        <message>
            <location filename="../studdesk/ui/dialogs/appearance_widgets.py" />
            <source>Green</source>
            <translation>Зелено</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/appearance_widgets.py" />
            <source>Blue</source>
            <translation>Синьо</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/appearance_widgets.py" />
            <source>Red</source>
            <translation>Червено</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/appearance_widgets.py" />
            <source>Grey</source>
            <translation>Сиво</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/appearance_widgets.py" />
            <source>Felt colour {colour}</source>
            <translation>Цвят на сукното: {colour}</translation>
        </message>
    </context>
    <context>
        <name>FinishedList</name>
        <message>
            <location filename="../studdesk/ui/dialogs/finished_list.py" />
            <source>Finished</source>
            <translation>Завършен</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/finished_list.py" />
            <source>Game</source>
            <translation>Игра</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/finished_list.py" />
            <source>Players</source>
            <translation>Играчи</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/finished_list.py" />
            <source>Your place</source>
            <translation>Вашето място</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/finished_list.py" />
            <source>Your prize</source>
            <translation>Вашата награда</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/finished_list.py" />
            <source>Hands</source>
            <translation>Раздавания</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/finished_list.py" />
            <source>Finished tournaments</source>
            <translation>Завършени турнири</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/finished_list.py" />
            <source>No sit-and-go has been played to the end yet: Game ▸ New sit-and-go…</source>
            <translation>Още няма изигран до края сит енд гоу: „Игра ▸ Нов сит енд гоу…“</translation>
        </message>
    </context>
    <context>
        <name>Game</name>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>New practice game: {game}, seed {seed}.</source>
            <translation>Нова тренировъчна игра: {game}, сийд {seed}.</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/game.py" />
            <source>New sit-and-go: {games}, {players} player(s), seed {seed}.</source>
            <translation>
                <numerusform>Нов сит енд гоу: {games}, {players} играч, сийд {seed}.</numerusform>
                <numerusform>Нов сит енд гоу: {games}, {players} играчи, сийд {seed}.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>Continued hand #{number}.</source>
            <translation>Продължение на раздаване №{number}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>The dealer's log of this game could not be read ({why}); it starts afresh.</source>
            <translation>Дневникът на дилъра за тази игра не можа да бъде прочетен ({why}); започва отначало.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>The dealer's log of this game could not be read ({why}); it starts afresh. It was kept as {name}.</source>
            <translation>Дневникът на дилъра за тази игра не можа да бъде прочетен ({why}); започва отначало. Старият е запазен като {name}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>it is not a StudDesk log</source>
            <translation>това не е дневник на StudDesk</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>The dealer's log could not be kept with the save ({reason}).</source>
            <translation>Дневникът на дилъра не можа да бъде запазен с играта ({reason}).</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>The saved game "{slot}" could not be continued: {reason}.</source>
            <translation>Запазената игра „{slot}“ не можа да бъде продължена: {reason}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>A new practice table is dealt instead.</source>
            <translation>Вместо нея се раздава нова тренировъчна маса.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>The game could not be set up: {reason}</source>
            <translation>Играта не можа да бъде подготвена: {reason}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>The saved hand goes on from its command {step}: {reason}</source>
            <translation>Запазеното раздаване продължава от команда {step}: {reason}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>The game could not be saved ({reason}); play goes on unsaved.</source>
            <translation>Играта не можа да бъде запазена ({reason}); играта продължава без запис.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>The game is being saved again.</source>
            <translation>Играта отново се запазва.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>The result could not be added to the finished tournaments ({reason}).</source>
            <translation>Резултатът не можа да бъде добавен към завършените турнири ({reason}).</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>The finished tournament's save could not be deleted.</source>
            <translation>Записът на завършения турнир не можа да бъде изтрит.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>Settings saved. Game changes take effect from the next hand.</source>
            <translation>Настройките са запазени. Промените в играта важат от следващото раздаване.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>Settings saved. The sit-and-go keeps its own game and levels.</source>
            <translation>Настройките са запазени. Турнирът сит енд гоу запазва своята игра и нива.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>New settings are in effect from this hand on.</source>
            <translation>Новите настройки важат от това раздаване.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>New settings: a new table with fresh stacks.</source>
            <translation>Нови настройки: нова маса с нови стекове.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>Not changed: {game} does not fit this table ({reason}).</source>
            <translation>Без промяна: {game} не е подходяща за тази маса ({reason}).</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>Not accepted: {reason}</source>
            <translation>Не е прието: {reason}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>Not done: {reason}.</source>
            <translation>Не е изпълнено: {reason}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>There is no hand in play.</source>
            <translation>В момента няма раздаване.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>There is no table: start a new game from the Game menu.</source>
            <translation>Няма маса: започнете нова игра от менюто „Игра“.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>You play no seat, not seat {acted}.</source>
            <translation>Вие не заемате място, а не място {acted}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>You play seat {yours}, not seat {acted}.</source>
            <translation>Вие играете на място {yours}, а не на място {acted}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>The engine stopped with an error: {error}</source>
            <translation>Двигателят спря с грешка: {error}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>Something went wrong</source>
            <translation>Нещо се обърка</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>StudDesk ran into an error it did not expect:
{error}</source>
            <translation>В StudDesk възникна неочаквана грешка:
{error}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>Your game was saved first.</source>
            <translation>Първо играта ви беше запазена.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>Your game could not be saved just now; it is saved when you quit.</source>
            <translation>Играта ви не можа да бъде запазена сега; ще бъде запазена при изход.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>The details are in the log file:
{path}</source>
            <translation>Подробностите са във файла с дневника:
{path}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>You can play on, or quit and start StudDesk again.</source>
            <translation>Можете да продължите играта или да излезете и да стартирате StudDesk отново.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>The bots could not finish the tournament: {error}</source>
            <translation>Ботовете не можаха да довършат турнира: {error}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>{name}'s bot went wrong ({problem}) and checks or folds instead.</source>
            <translation>Ботът на {name} сгреши ({problem}) и вместо това чекира или се отказва.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>{player}: {reason}. Playing the {fallback} bot instead.</source>
            <translation>{player}: {reason}. Вместо него играе ботът {fallback}.</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/game.py" />
            <source>You buy back in for {chips} chip(s).</source>
            <translation>
                <numerusform>Отново се купувате с {chips} чип.</numerusform>
                <numerusform>Отново се купувате с {chips} чипа.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/game.py" />
            <source>{name} buys back in for {chips} chip(s).</source>
            <translation>
                <numerusform>{name} отново се купува с {chips} чип.</numerusform>
                <numerusform>{name} отново се купува с {chips} чипа.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>No hand can be dealt: {reason}. Sit in, or add a bot from the Table menu.</source>
            <translation>Не може да се раздаде: {reason}. Седнете отново или добавете бот от менюто „Маса“.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>That is for practice tables; a sit-and-go keeps its line-up.</source>
            <translation>Това е за тренировъчни маси; в сит енд гоу съставът не се променя.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>The Table menu is for practice tables.</source>
            <translation>Менюто „Маса“ е за тренировъчни маси.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>Noted: it takes effect when this hand is over.</source>
            <translation>Прието: ще влезе в сила след това раздаване.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>add between 1 and {most} chips</source>
            <translation>добавете от 1 до {most} чипа</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>there is no bot in seat {seat}</source>
            <translation>на място {seat} няма бот</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>the table is full ({seats} seats): send a bot away first, or choose more opponents in Settings for a bigger table</source>
            <translation>масата е пълна (места: {seats}): първо отпратете бот или изберете повече противници в настройките за по-голяма маса</translation>
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
                <numerusform>Правите ребай за {chips} чип.</numerusform>
                <numerusform>Правите ребай за {chips} чипа.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/game.py" />
            <source>You top up for {chips} chip(s).</source>
            <translation>
                <numerusform>Добавяте {chips} чип.</numerusform>
                <numerusform>Добавяте {chips} чипа.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>You sit out: the bots play on without you until you sit in again.</source>
            <translation>Вие сте извън играта: ботовете играят без вас, докато не се върнете.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>You sit in again from this hand.</source>
            <translation>Отново сте в играта от това раздаване.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>{name} leaves the table.</source>
            <translation>{name} напуска масата.</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/game.py" />
            <source>{name} ({bot}) sits down in seat {seat} with {chips} chip(s).</source>
            <translation>
                <numerusform>{name} ({bot}) сяда на място {seat} с {chips} чип.</numerusform>
                <numerusform>{name} ({bot}) сяда на място {seat} с {chips} чипа.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>Level {level}: {game}, {structure}.</source>
            <translation>Ниво {level}: {game}, {structure}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>Level {level}: {game}, {structure}</source>
            <translation>Ниво {level}: {game}, {structure}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>You watch the bots play on at high speed.</source>
            <translation>Гледате как ботовете играят нататък на висока скорост.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>You leave; the bots finish the tournament.</source>
            <translation>Вие излизате; ботовете довършват турнира.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>There is no tournament to leave between hands.</source>
            <translation>Между раздаванията няма турнир, от който да излезете.</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/game.py" />
            <source>{opponents} opponent(s) need a bigger table than this one of {seats} seats</source>
            <translation>
                <numerusform>за {opponents} противник е нужна по-голяма маса: местата на тази са {seats}</numerusform>
                <numerusform>за {opponents} противници е нужна по-голяма маса: местата на тази са {seats}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>{game} seats at most {most} players, and this table has {seats} seats</source>
            <translation>{game}: играчите са най-много {most}, а местата на тази маса са {seats}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>{name} now plays as {bot}.</source>
            <translation>{name} вече играе като {bot}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>You are out of chips. Re-buy for {chips}, sit out and watch, or leave the table?</source>
            <translation>Чиповете ви свършиха. Ребай за {chips}, пропускане на раздавания и гледане, или напускане на масата?</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/game.py" />
            <source>You left the table. Table ▸ Top up or re-buy to sit down again, or start another game from the Game menu.</source>
            <translation>Напуснахте масата. Маса ▸ Добавяне или ребай — за да седнете отново, или започнете друга игра от менюто „Игра“.</translation>
        </message>
    </context>
    <context>
        <name>Games</name>
        <message>
            <location filename="../studdesk/wording/variants.py" />
            <source>Seven Card Stud</source>
            <translation>Седемкартов стъд</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/variants.py" />
            <source>Seven Card Stud Hi/Lo (eight or better)</source>
            <translation>Седемкартов стъд хай-лоу (осмица или по-ниско)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/variants.py" />
            <source>Five Card Stud</source>
            <translation>Петкартов стъд</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/variants.py" />
            <source>Razz</source>
            <translation>Раз</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/variants.py" />
            <source>Stud</source>
            <comment>short name of Seven Card Stud</comment>
            <translation>Стъд</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/variants.py" />
            <source>Stud Hi/Lo</source>
            <comment>short name of Seven Card Stud Hi/Lo</comment>
            <translation>Стъд хай-лоу</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/variants.py" />
            <source>5-Card Stud</source>
            <comment>short name of Five Card Stud</comment>
            <translation>5-картов стъд</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/variants.py" />
            <source>Razz</source>
            <comment>short name of Razz</comment>
            <translation>Раз</translation>
        </message>
    </context>
    <context>
        <name>HandFiles</name>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>{file}, hand {number}</source>
            <translation>{file}, раздаване {number}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>line {line}</source>
            <comment>a line of a hand-history file</comment>
            <translation>ред {line}</translation>
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
            <translation>никой</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>not a regular file (a folder, a pipe or a device cannot be a hand history)</source>
            <translation>това не е обикновен файл (папка, канал или устройство не може да бъде история на раздавания)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>the file is {size} MB; hand history files up to {limit} MB are read (split it into several files)</source>
            <translation>файлът е {size} МБ, а се четат файлове с история на раздавания до {limit} МБ (разделете го на няколко файла)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>the file grew past {limit} MB while it was read</source>
            <translation>файлът надхвърли {limit} МБ, докато се четеше</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>cannot read the file: it is not UTF-8 text (byte {byte})</source>
            <translation>файлът не може да бъде прочетен: това не е текст в UTF-8 (байт {byte})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>cannot read the file: {why}</source>
            <translation>файлът не може да бъде прочетен: {why}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>arrays or tables nested more than {most} deep</source>
            <translation>масиви или таблици са вложени на повече от {most} нива</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>a key of more than {most} dotted parts</source>
            <translation>ключ от повече от {most} части, разделени с точка</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/hand_files.py" />
            <source>a number of {digits} digit(s) (at most {most} are read)</source>
            <translation>
                <numerusform>число от {digits} цифра (четат се най-много {most})</numerusform>
                <numerusform>число от {digits} цифри (четат се най-много {most})</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>a string is never closed</source>
            <translation>низът никъде не е затворен</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>{header} is not a hand's section header like [1]</source>
            <translation>{header} не е заглавие на раздел за раздаване от вида [1]</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>a multi-hand file has fields before its first [section]</source>
            <translation>във файл с няколко раздавания има полета преди първия [раздел]</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>one hand of {size} MB; a hand history is read up to {limit} MB</source>
            <translation>едно раздаване е {size} МБ, а история на раздаване се чете до {limit} МБ</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/hand_files.py" />
            <source>holds {n} hand(s), not one</source>
            <translation>
                <numerusform>във файла има {n} раздаване, а трябва да е едно</numerusform>
                <numerusform>във файла има {n} раздавания, а трябва да е едно</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>not valid TOML</source>
            <translation>това не е валиден TOML</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>not valid TOML at line {line}, column {column}</source>
            <translation>това не е валиден TOML (ред {line}, колона {column})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>the required field '{field}' is missing</source>
            <translation>липсва задължителното поле '{field}'</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>expected a number of chips, got {value}</source>
            <translation>очакваше се брой чипове, а е {value}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>chips are whole numbers in StudDesk, got {value}</source>
            <translation>в StudDesk чиповете са цели числа, а е {value}</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/hand_files.py" />
            <source>expected at least {least} chip(s), got {value}</source>
            <translation>
                <numerusform>очакваше се поне {least} чип, а е {value}</numerusform>
                <numerusform>очакваха се поне {least} чипа, а е {value}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>{value} chips is more than StudDesk counts ({most})</source>
            <translation>{value} чипа са повече, отколкото брои StudDesk ({most})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>expected a list of chip counts, got {value}</source>
            <translation>очакваше се списък с брой чипове, а е {value}</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/hand_files.py" />
            <source>expected {expected} value(s) (one per player), got {got}</source>
            <translation>
                <numerusform>очакваше се {expected} стойност (по една на играч), а са {got}</numerusform>
                <numerusform>очакваха се {expected} стойности (по една на играч), а са {got}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>expected true or false, got {value}</source>
            <translation>очакваше се true или false, а е {value}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>expected a whole number, got {value}</source>
            <translation>очакваше се цяло число, а е {value}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>expected text in quotes, got {value}</source>
            <translation>очакваше се текст в кавички, а е {value}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>StudDesk plays the stud variants {known}, not {code}</source>
            <translation>StudDesk играе вариантите на стъд {known}, но не и {code}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>{game} is played by {low} to {high} players, not {count} (R1.2)</source>
            <translation>{game}: от {low} до {high} играчи, а не {count} (R1.2)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>StudDesk plays one ante for everyone, not {antes}</source>
            <translation>в StudDesk всички пускат едно и също анте, а не {antes}</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/hand_files.py" />
            <source>expected {count} player name(s), got {value}</source>
            <translation>
                <numerusform>очакваше се {count} име на играч, а е {value}</numerusform>
                <numerusform>очакваха се {count} имена на играчи, а е {value}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/hand_files.py" />
            <source>the name {name} is longer than {most} character(s)</source>
            <translation>
                <numerusform>името {name} е по-дълго от {most} знак</numerusform>
                <numerusform>името {name} е по-дълго от {most} знака</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/hand_files.py" />
            <source>expected {count} different seat number(s) from 1 to {most}, got {value}</source>
            <translation>
                <numerusform>очакваше се {count} номер на място от 1 до {most}, а е {value}</numerusform>
                <numerusform>очакваха се {count} различни номера на места от 1 до {most}, а е {value}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>seat numbers go from 1 to {most}, got {value}</source>
            <translation>номерата на местата са от 1 до {most}, а е {value}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>expected one of {allowed}</source>
            <translation>очакваше се едно от: {allowed}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>expected a list of action strings</source>
            <translation>очакваше се списък с действия като низове</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/hand_files.py" />
            <source>{count} action(s); a stud hand has far fewer (at most {most} are read)</source>
            <translation>
                <numerusform>{count} действие; в раздаване на стъд те са много по-малко (четат се най-много {most})</numerusform>
                <numerusform>{count} действия; в раздаване на стъд те са много по-малко (четат се най-много {most})</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>action {number} is {value}, not a string</source>
            <translation>действие {number} е {value}, а не низ</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>{word} is not a player: players are p1 to p{n}</source>
            <translation>{word} не е играч: играчите са p1…p{n}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>there is no player {word}: this hand has p1 to p{n}</source>
            <translation>няма играч {word}: в това раздаване играчите са p1…p{n}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>{word} is not a run of cards: each card is two characters, like 'As'</source>
            <translation>{word} не е поредица от карти: всяка карта се записва с два знака, например 'As'</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>{text} is not a card: ranks are 2-9 T J Q K A, suits c d h s</source>
            <translation>{text} не е карта: стойностите са 2-9 T J Q K A, боите c d h s</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>{amount} is not a whole number of chips</source>
            <translation>{amount} не е цял брой чипове</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>stud has no draws: 'sd' (stand pat or discard) cannot appear here</source>
            <translation>в стъда няма смяна на карти: 'sd' (запазване или смяна) не може да се появи тук</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>not a PHH stud action; expected 'd dh pN CARDS', 'd db CARD', 'pN pb', 'pN f', 'pN cc', 'pN cbr AMOUNT' or 'pN sm [CARDS|-]'</source>
            <translation>това не е действие на стъд в PHH; очакваше се 'd dh pN КАРТИ', 'd db КАРТА', 'pN pb', 'pN f', 'pN cc', 'pN cbr СУМА' или 'pN sm [КАРТИ|-]'</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>the actions end before the hand is over; next to act: {who}</source>
            <translation>действията свършват преди раздаването да е приключило; следващ на ход: {who}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>the engine finishes with {engine}, the file says {file}</source>
            <translation>според StudDesk накрая стековете са {engine}, а във файла — {file}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>with the button at seat {button}, dealing starts at seat {first} (R1.3), but p1 sits at seat {seat}; list the players clockwise from the button's left</source>
            <translation>при бутон на място {button} раздаването започва от място {first} (R1.3), а p1 седи на място {seat}; изредете играчите по часовниковата стрелка, като започнете вляво от бутона</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/hand_files.py" />
            <source>the engine has dealt {player} {n} card(s) and has folded (next to act: {who})</source>
            <translation>
                <numerusform>StudDesk е раздал на {player} {n} карта и той вече е направил фолд (следващ на ход: {who})</numerusform>
                <numerusform>StudDesk е раздал на {player} {n} карти и той вече е направил фолд (следващ на ход: {who})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/hand_files.py" />
            <source>the engine has dealt {player} {n} card(s) and is not due these cards yet (next to act: {who})</source>
            <translation>
                <numerusform>StudDesk е раздал на {player} {n} карта и тези карти още не му се полагат (следващ на ход: {who})</numerusform>
                <numerusform>StudDesk е раздал на {player} {n} карти и тези карти още не му се полагат (следващ на ход: {who})</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>card {number} should be {engine}, not {file}</source>
            <translation>карта {number} трябва да е {engine}, а не {file}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>no community card is dealt here: one is dealt only when the deck cannot give every player a 7th-street card</source>
            <translation>тук не се раздава обща карта: тя се раздава само когато тестето не стига, за да получи всеки играч карта на седма улица</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>the community card is {engine}, not {file}</source>
            <translation>общата карта е {engine}, а не {file}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>{player} has folded and has no hand to show</source>
            <translation>{player} е направил фолд и няма какво да покаже</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>the hand is already over</source>
            <translation>раздаването вече е приключило</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>it is {who}'s turn, not {player}'s</source>
            <translation>сега е ред на {who}, а не на {player}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>not legal here; {player} may: {options}</source>
            <translation>тук това не е позволено; {player} може: {options}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>{card} was already dealt (in action {number})</source>
            <translation>{card} вече е раздадена (в действие {number})</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/hand_files.py" />
            <source>{player} is dealt {n} card(s); {game} deals {total}</source>
            <translation>
                <numerusform>на {player} е раздадена {n} карта, а в „{game}“ се раздават по {total}</numerusform>
                <numerusform>на {player} са раздадени {n} карти, а в „{game}“ се раздават по {total}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>{card} was already dealt to someone else</source>
            <translation>{card} вече е раздадена на друг играч</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>shows {shown} as card {number}, but was dealt {dealt}</source>
            <translation>показва {shown} като карта {number}, а е получил {dealt}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_files.py" />
            <source>no cards for the unknown cards (??) found explain this: {reason}</source>
            <translation>никакви карти на мястото на неизвестните (??) не обясняват това: {reason}</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/hand_files.py" />
            <source>no cards for the unknown cards (??) found in {n} tries explain this: {reason}</source>
            <translation>
                <numerusform>при {n} опит не бяха намерени карти на мястото на неизвестните (??), които да обясняват това: {reason}</numerusform>
                <numerusform>при {n} опита не бяха намерени карти на мястото на неизвестните (??), които да обясняват това: {reason}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>HandList</name>
        <message>
            <location filename="../studdesk/ui/history/list_model.py" />
            <source>When</source>
            <translation>Кога</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/list_model.py" />
            <source>Game</source>
            <translation>Игра</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/list_model.py" />
            <source>Hand</source>
            <translation>Раздаване</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/list_model.py" />
            <source>Session</source>
            <translation>Сесия</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/list_model.py" />
            <source>Players</source>
            <translation>Играчи</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/list_model.py" />
            <source>Your result</source>
            <translation>Вашият резултат</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/list_model.py" />
            <source>Pot</source>
            <translation>Пот</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/list_model.py" />
            <source>Showdown</source>
            <translation>Показване</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/list_model.py" />
            <source>This column cannot be sorted</source>
            <translation>Тази колона не може да се сортира</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/list_model.py" />
            <source>Yes</source>
            <translation>Да</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/list_model.py" />
            <source>No</source>
            <translation>Не</translation>
        </message>
    </context>
    <context>
        <name>HandStore</name>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>The hand history folder {folder} cannot be created: {why}</source>
            <translation>Папката за история на раздаванията {folder} не може да бъде създадена: {why}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>The hand history {path} cannot be started: {problem}</source>
            <translation>Историята на раздаванията {path} не може да бъде започната: {problem}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>The hand history {path} cannot be opened: {why}</source>
            <translation>Историята на раздаванията {path} не може да бъде отворена: {why}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>The hand history {path} cannot be written: {why}</source>
            <translation>В историята на раздаванията {path} не може да се запише: {why}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>The hand history {path} cannot be read: {why}</source>
            <translation>Историята на раздаванията {path} не може да бъде прочетена: {why}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>The hand history {path} is a folder; give the database file's name</source>
            <translation>Историята на раздаванията {path} е папка; посочете името на файла с базата данни</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>The hand history {path} was written by a newer StudDesk (format {version}; this version reads up to {supported}). It was left as it is; update StudDesk to use it.</source>
            <translation>Историята на раздаванията {path} е записана от по-нова версия на StudDesk (формат {version}; тази версия чете формати до {supported}). Тя е оставена както е; за да я използвате, обновете StudDesk.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>The hand history {path} cannot use a write-ahead log (mode {mode})</source>
            <translation>Историята на раздаванията {path} не може да води журнал с предварителен запис (режим {mode})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>The hand history {path} cannot be used ({problem}) and cannot be moved aside: {why}</source>
            <translation>Историята на раздаванията {path} не може да се използва ({problem}) и не може да бъде преместена настрана: {why}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>The hand history {path} could not be used ({problem}). It was kept as {name} and a new, empty hand history was started.</source>
            <translation>Историята на раздаванията {path} не можеше да се използва ({problem}). Тя е запазена като {name} и е започната нова, празна история на раздаванията.</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/hand_store.py" />
            <source>An import interrupted last time was undone ({n} hand(s) removed).</source>
            <translation>
                <numerusform>Прекъснатият миналия път внос е отменен (премахнато е {n} раздаване).</numerusform>
                <numerusform>Прекъснатият миналия път внос е отменен (премахнати са {n} раздавания).</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>SQLite cannot open it ({why})</source>
            <translation>SQLite не може да я отвори ({why})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>it is damaged ({why})</source>
            <comment>a hand history database</comment>
            <translation>тя е повредена ({why})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>it is not a regular file</source>
            <translation>това не е обикновен файл</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>it is not an SQLite database</source>
            <translation>това не е база данни SQLite</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>it is another program's database</source>
            <translation>това е база данни на друга програма</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>{problem} Hands are not recorded.</source>
            <translation>{problem} Раздаванията не се записват.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>A hand could not be recorded: {problem}</source>
            <translation>Раздаването не можа да бъде записано: {problem}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>cannot write {path}: {why}</source>
            <translation>{path} не може да бъде записан: {why}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>hand {hand} cannot be dealt again: {problem}</source>
            <translation>раздаване {hand} не може да бъде раздадено отново: {problem}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>hand {hand} no longer replays: action {number} ({action} by seat {seat}) is refused: {problem}</source>
            <translation>раздаване {hand} вече не се възпроизвежда: действие {number} ({action}, място {seat}) е отхвърлено: {problem}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>hand {hand} no longer replays to its recorded result: the engine reaches {engine}, the record says {record}</source>
            <translation>раздаване {hand} вече не стига до записания резултат: при StudDesk се получава {engine}, а в записа е {record}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>a hand still in progress</source>
            <translation>още незавършено раздаване</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>a stored action {word} cannot be read</source>
            <translation>запазеното действие {word} не може да бъде прочетено</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>stored cards {text} cannot be read</source>
            <translation>запазените карти {text} не могат да бъдат прочетени</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>the stored house rules cannot be read</source>
            <translation>запазените правила на масата не могат да бъдат прочетени</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hand_store.py" />
            <source>the stored variant {key} is not one this version plays</source>
            <translation>запазеният вариант {key} не се играе от тази версия</translation>
        </message>
    </context>
    <context>
        <name>Hands</name>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>{rank} high</source>
            <translation>Висока карта: {rank}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>Straight flush, {rank} high</source>
            <translation>Кента флош до {rank}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>Four of a kind, {rank}</source>
            <translation>Каре {rank}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>Full house, {trips} over {pair}</source>
            <translation>Фул хаус, {trips} и {pair}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>Flush, {rank} high</source>
            <translation>Флош до {rank}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>Straight, {rank} high</source>
            <translation>Кента до {rank}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>Three of a kind, {rank}</source>
            <translation>Тройка {rank}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>Two pair, {high} and {low}</source>
            <translation>Два чифта, {high} и {low}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>Pair of {rank}</source>
            <translation>Чифт {rank}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>{ranks} low</source>
            <translation>{ranks}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>Pair of {rank}, {ranks} low</source>
            <translation>Чифт {rank}, {ranks}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>no low cards yet</source>
            <translation>още няма ниски карти</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>{ranks} low draw</source>
            <translation>{ranks} (дроу)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>No low</source>
            <translation>Няма лоу</translation>
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
            <translation>&lt;p&gt;&lt;b&gt;Залагането&lt;/b&gt; е с фиксиран лимит. Преди раздаването всеки играч пуска анте. В първия рунд играчът с &lt;b&gt;най-ниската&lt;/b&gt; открита карта трябва да открие: с бринг-ин или с пълен малък залог („допълване“). След това пръв е играчът с най-добрата открита ръка; той може да чекира или да заложи. В рунд са разрешени един залог и три вдигания.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/help_text.py" />
            <source>&lt;h3&gt;Seven Card Stud&lt;/h3&gt;</source>
            <translation>&lt;h3&gt;Седемкартов стъд&lt;/h3&gt;</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/help_text.py" />
            <source>&lt;p&gt;Each player gets two cards face down and one face up (3rd street), then three more face up cards (4th, 5th and 6th street) and a last card face down (7th street), with a betting round after each. Only you see your down cards; here they are shown to you greyed, with a closed eye, because the others cannot see them.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Всеки играч получава две затворени карти и една открита (3-та улица), после още три открити (4-та, 5-а и 6-а улица) и последна затворена карта (7-а улица), с рунд на залагане след всяка. Само вие виждате затворените си карти; тук те са показани сиви, със затворено око, защото другите не ги виждат.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/help_text.py" />
            <source>&lt;p&gt;Small bets on 3rd and 4th street, big bets from 5th street on. If anyone shows an open pair on 4th street, players may bet the big bet already on that street.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Малки залози на 3-та и 4-та улица, големи от 5-а улица нататък. Ако някой има открит чифт на 4-та улица, играчите могат да залагат големия залог още на тази улица.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/help_text.py" />
            <source>&lt;p&gt;At the showdown the best five-card poker hand out of your seven cards wins.&lt;/p&gt;</source>
            <translation>&lt;p&gt;При показването печели най-добрата покер ръка от пет карти измежду вашите седем.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/help_text.py" />
            <source>&lt;h3&gt;Seven Card Stud Hi/Lo (eight or better)&lt;/h3&gt;</source>
            <translation>&lt;h3&gt;Седемкартов стъд хай-лоу (осмица или по-ниско)&lt;/h3&gt;</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/help_text.py" />
            <source>&lt;p&gt;Dealt and bet like Seven Card Stud (no open-pair big bet). At the showdown the pot is split: half to the best high hand, half to the best &lt;b&gt;low&lt;/b&gt; hand: five different ranks, eight or lower, aces low; straights and flushes do not spoil a low. The lowest low is 5-4-3-2-A. If nobody has a qualifying low, the high hand takes the whole pot. The same player can win both halves ("scoop").&lt;/p&gt;</source>
            <translation>&lt;p&gt;Раздава се и се залага като в седемкартовия стъд (без голям залог при открит чифт). При показването потът се дели: половината за най-добрата висока ръка, половината за най-добрата &lt;b&gt;ниска&lt;/b&gt; (лоу): пет карти с различна стойност, осмица или по-ниско, асото е ниско; кентите и флошовете не развалят лоу. Най-доброто лоу е 5-4-3-2-A. Ако никой няма валидно лоу, високата ръка взима целия пот. Един играч може да спечели двете половини („скуп“).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/help_text.py" />
            <source>&lt;h3&gt;Five Card Stud&lt;/h3&gt;</source>
            <translation>&lt;h3&gt;Петкартов стъд&lt;/h3&gt;</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/help_text.py" />
            <source>&lt;p&gt;One card face down and one face up (2nd street), then three more face-up cards, with a betting round after each: four rounds in all. Up to ten players.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Една затворена и една открита карта (2-ра улица), после още три открити карти, с рунд на залагане след всяка: общо четири рунда. До десет играчи.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/help_text.py" />
            <source>&lt;p&gt;Small bets on 2nd and 3rd street, big bets after. An open pair on 3rd street allows the big bet on that street. The best five-card hand wins.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Малки залози на 2-ра и 3-та улица, след това големи. Открит чифт на 3-та улица позволява голям залог на тази улица. Печели най-добрата ръка от пет карти.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/help_text.py" />
            <source>&lt;h3&gt;Razz&lt;/h3&gt;</source>
            <translation>&lt;h3&gt;Раз&lt;/h3&gt;</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/help_text.py" />
            <source>&lt;p&gt;Dealt like Seven Card Stud, but the &lt;b&gt;lowest&lt;/b&gt; hand wins: aces are low, straights and flushes do not count, pairs are bad. The best hand is 5-4-3-2-A.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Раздава се като седемкартовия стъд, но печели &lt;b&gt;най-ниската&lt;/b&gt; ръка: асото е ниско, кентите и флошовете не се броят, чифтовете са лоши. Най-добрата ръка е 5-4-3-2-A.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/help_text.py" />
            <source>&lt;p&gt;On the first round the &lt;b&gt;highest&lt;/b&gt; up card brings in (kings highest). Later rounds are opened by the best low hand showing. Small bets on 3rd and 4th street, big bets after.&lt;/p&gt;</source>
            <translation>&lt;p&gt;В първия рунд бринг-ин пуска &lt;b&gt;най-високата&lt;/b&gt; открита карта (попът е най-висок). Следващите рундове открива най-добрата открита ниска ръка. Малки залози на 3-та и 4-та улица, след това големи.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/help_text.py" />
            <source>&lt;p&gt;Offline practice for Seven Card Stud, Stud Hi/Lo, Five Card Stud and Razz against computer opponents. Nothing leaves your computer.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Тренировка без интернет по седемкартов стъд, стъд хай-лоу, петкартов стъд и раз срещу компютърни противници. Нищо не напуска вашия компютър.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/help_text.py" />
            <source>&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Свободен софтуер под лиценза MIT.&lt;/p&gt;</translation>
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
            <translation>История на раздаванията: {problem}</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/history.py" />
            <source>{shown} of {total} hand(s)</source>
            <translation>
                <numerusform>{shown} от {total} раздаване</numerusform>
                <numerusform>{shown} от {total} раздавания</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/history.py" />
            <source>{total} hand(s)</source>
            <translation>
                <numerusform>{total} раздаване</numerusform>
                <numerusform>{total} раздавания</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>The hand history cannot be opened: {reason}</source>
            <translation>Историята на раздаванията не може да бъде отворена: {reason}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>Hand {id} cannot be shown: {reason}</source>
            <translation>Раздаване {id} не може да бъде показано: {reason}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>Choose one or more hands in the list first.</source>
            <translation>Първо изберете едно или повече раздавания от списъка.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>Imported {files}</source>
            <comment>a session of imported hand-history files</comment>
            <translation>Внос: {files}</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/history.py" />
            <source>{label}, {date} ({hands} hand(s))</source>
            <translation>
                <numerusform>{label}, {date} ({hands} раздаване)</numerusform>
                <numerusform>{label}, {date} ({hands} раздавания)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>Importing hand {done} of {total}…</source>
            <translation>Внасяне на раздаване {done} от {total}…</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/history.py" />
            <source>Imported {n} hand(s)</source>
            <translation>
                <numerusform>Внесено {n} раздаване</numerusform>
                <numerusform>Внесени {n} раздавания</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>; {n} rejected</source>
            <translation>; отхвърлени: {n}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>; {n} already in the history</source>
            <translation>; вече в историята: {n}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>… and {n} more.</source>
            <translation>… и още {n}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>Working it out…</source>
            <translation>Изчисляване…</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>Import cancelled: nothing was imported.</source>
            <translation>Внасянето е отменено: нищо не е внесено.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>The import failed and nothing was imported: {reason}</source>
            <translation>Внасянето не успя и нищо не е внесено: {reason}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>Not hand-history files (.phh or .phhs): {names}</source>
            <translation>Това не са файлове с история на раздавания (.phh или .phhs): {names}</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/history.py" />
            <source>Exported {n} hand(s) to {where}.</source>
            <translation>
                <numerusform>Изнесено {n} раздаване в {where}.</numerusform>
                <numerusform>Изнесени {n} раздавания в {where}.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>The export failed: {reason}</source>
            <translation>Изнасянето не успя: {reason}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>Hand #{number} — {game}, {when}</source>
            <translation>Раздаване №{number} — {game}, {when}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>The deal · {street}</source>
            <translation>Раздаване на картите · {street}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>Action {step} of {steps} · {street}</source>
            <translation>Ход {step} от {steps} · {street}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>You (the hand's hero)</source>
            <translation>Вие (героят на раздаването)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>with the cards you could see</source>
            <translation>по картите, които сте виждали</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>with every known card</source>
            <translation>по всички известни карти</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>Working out each player's equity…</source>
            <translation>Изчисляване на еквитито на всеки играч…</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>No review was kept for this hand (turn on the practice aids' review).</source>
            <translation>За това раздаване няма запазен анализ (включете анализа в тренировъчните помощници).</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>The review kept with this hand cannot be read: it is damaged or was written by another version.</source>
            <translation>Запазеният анализ на това раздаване не може да бъде прочетен: повреден е или е записан от друга версия на програмата.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>No hands match the filter.</source>
            <translation>Няма раздавания, отговарящи на филтъра.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>No finished sit-and-go matches the filter.</source>
            <translation>Няма завършени сит енд гоу, отговарящи на филтъра.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>Chart saved as {path}.</source>
            <translation>Графиката е запазена като {path}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/history.py" />
            <source>The chart could not be saved as {path}.</source>
            <translation>Графиката не можа да бъде запазена като {path}.</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/history.py" />
            <source>{n} hand(s)</source>
            <translation>
                <numerusform>{n} раздаване</numerusform>
                <numerusform>{n} раздавания</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>HistoryFilter</name>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>Any time</source>
            <translation>По всяко време</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>Today</source>
            <translation>Днес</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>Last 7 days</source>
            <translation>Последните 7 дни</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>Last 30 days</source>
            <translation>Последните 30 дни</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>Last 12 months</source>
            <translation>Последните 12 месеца</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>Dates…</source>
            <translation>Дати…</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>All games</source>
            <translation>Всички игри</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>The first day</source>
            <translation>Първият ден</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>The last day (included)</source>
            <translation>Последният ден (включително)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>Any result</source>
            <translation>Всеки резултат</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>Won</source>
            <comment>a hand's result</comment>
            <translation>Печалба</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>Lost</source>
            <comment>a hand's result</comment>
            <translation>Загуба</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>Even</source>
            <comment>a hand's result: neither won nor lost</comment>
            <translation>На нула</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>With or without showdown</source>
            <translation>Със и без показване</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>Showdown</source>
            <translation>Показване</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>No showdown</source>
            <translation>Без показване</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>Player's name</source>
            <translation>Име на играч</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>Clear</source>
            <translation>Изчисти</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>Show every hand again</source>
            <translation>Покажи отново всички раздавания</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>Game</source>
            <translation>Игра</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>When</source>
            <translation>Кога</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>Session</source>
            <translation>Сесия</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>All sessions</source>
            <translation>Всички сесии</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>Practice tables</source>
            <translation>Тренировъчни маси</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>Sit-and-go tournaments</source>
            <translation>Турнири сит енд гоу</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/filter_bar.py" />
            <source>Imported hands</source>
            <translation>Внесени раздавания</translation>
        </message>
    </context>
    <context>
        <name>HistoryWindow</name>
        <message>
            <location filename="../studdesk/app/history.py" />
            <location filename="../studdesk/ui/history/history_window.py" />
            <source>Hand history</source>
            <translation>История на раздаванията</translation>
        </message>
        <message>
            <location filename="../studdesk/app/history.py" />
            <source>Import</source>
            <comment>the title of the import's report</comment>
            <translation>Внасяне</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/history_window.py" />
            <source>Replay</source>
            <translation>Повторение</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/history_window.py" />
            <source>Play the chosen hand again on the table (or double-click it)</source>
            <translation>Изиграй отново избраното раздаване на масата (или щракнете двукратно върху него)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/history_window.py" />
            <source>Export…</source>
            <translation>Изнасяне…</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/history_window.py" />
            <source>Write the chosen hands as PHH hand histories</source>
            <translation>Запиши избраните раздавания като истории във формат PHH</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/history_window.py" />
            <source>Import…</source>
            <translation>Внасяне…</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/history_window.py" />
            <source>Read .phh and .phhs hand histories (or drop them on this window)</source>
            <translation>Прочети истории на раздавания .phh и .phhs (или ги пуснете върху този прозорец)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/history_window.py" />
            <source>Cancel</source>
            <translation>Отказ</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/history_window.py" />
            <source>Hands</source>
            <translation>Раздавания</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/history_window.py" />
            <source>Statistics</source>
            <translation>Статистика</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/history_window.py" />
            <source>To one .phhs file…</source>
            <translation>В един файл .phhs…</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/history_window.py" />
            <source>To a folder, one .phh file per hand…</source>
            <translation>В папка, по един файл .phh за раздаване…</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/history_window.py" />
            <source>Write the bots' down cards too</source>
            <translation>Записвай и затворените карти на ботовете</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/history_window.py" />
            <source>Practice hands only; cards nobody recorded stay ??</source>
            <translation>Само за тренировъчни раздавания; незаписаните карти остават ??</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/history_window.py" />
            <source>Import hand histories</source>
            <translation>Внасяне на истории на раздавания</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/history_window.py" />
            <source>Hand histories (*.phh *.phhs);;All files (*)</source>
            <translation>Истории на раздавания (*.phh *.phhs);;Всички файлове (*)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/history_window.py" />
            <source>Export hands</source>
            <translation>Изнасяне на раздавания</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/history_window.py" />
            <source>PHH hand histories (*.phhs)</source>
            <translation>Истории на раздавания PHH (*.phhs)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/history_window.py" />
            <source>Export hands into a folder</source>
            <translation>Изнасяне на раздавания в папка</translation>
        </message>
    </context>
    <context>
        <name>KeyboardPage</name>
        <message>
            <location filename="../studdesk/ui/dialogs/keyboard_page.py" />
            <source>Click a key field (or Tab to it) and press the key you want; the button beside it puts the usual key back; a field left empty leaves its command without a key.</source>
            <translation>Щракнете в поле за клавиш (или отидете до него с Tab) и натиснете желания клавиш; бутонът до него връща обичайния клавиш; празно поле оставя командата без клавиш.</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/keyboard_page.py" />
            <source>Usual: {key}</source>
            <translation>Обичаен: {key}</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/keyboard_page.py" />
            <source>Put back the usual key for {what}</source>
            <translation>Връщане на обичайния клавиш за „{what}“</translation>
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
            <translation>Малък</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/ladder_editor.py" />
            <source>Big bet</source>
            <translation>Голям</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/ladder_editor.py" />
            <source>Problem</source>
            <translation>Проблем</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/ladder_editor.py" />
            <source>Amounts in chips. Levels may stay the same or rise; none may go down.</source>
            <translation>Сумите са в чипове. Нивата могат да останат същите или да се вдигнат, но не и да паднат.</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/ladder_editor.py" />
            <source>Add level</source>
            <translation>Добавяне на ниво</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/ladder_editor.py" />
            <source>A new level at the bottom, a copy of the last one doubled</source>
            <translation>Ново ниво най-долу: последното, удвоено</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/ladder_editor.py" />
            <source>Remove last</source>
            <translation>Премахване на последното</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/ladder_editor.py" />
            <source>Default ladder</source>
            <translation>Стълба по подразбиране</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/ladder_editor.py" />
            <source>The R6.4 ladder (made for 1,500 starting chips)</source>
            <translation>Стълбата R6.4 (за 1 500 начални чипа)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/ladder_editor.py" />
            <source>The ladder needs at least one level</source>
            <translation>Стълбата трябва да има поне едно ниво</translation>
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
            <translation>Кол {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>Brings in for {chips}</source>
            <translation>Бринг-ин {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>Completes to {chips}</source>
            <translation>Допълва до {chips}</translation>
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
            <translation>Вие се отказвате</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>You check</source>
            <translation>Вие чекирате</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>You call {chips}</source>
            <translation>Вие плащате {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>You bring in for {chips}</source>
            <translation>Вие пускате бринг-ин {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>You complete to {chips}</source>
            <translation>Вие допълвате до {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>You bet {chips}</source>
            <translation>Вие залагате {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>You raise to {chips}</source>
            <translation>Вие вдигате на {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>{name} folds</source>
            <translation>{name} се отказва</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>{name} checks</source>
            <translation>{name} чекира</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>{name} calls {chips}</source>
            <translation>{name} плаща {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>{name} brings in for {chips}</source>
            <translation>{name} пуска бринг-ин {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>{name} completes to {chips}</source>
            <translation>{name} допълва до {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>{name} bets {chips}</source>
            <translation>{name} залага {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>{name} raises to {chips}</source>
            <translation>{name} вдига на {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source> (big bet)</source>
            <translation> (голям залог)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source> — all-in</source>
            <translation> — ол-ин</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>the pot</source>
            <translation>пота</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>the main pot</source>
            <translation>основния пот</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>the side pot</source>
            <translation>страничния пот</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>side pot {number}</source>
            <translation>страничен пот {number}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>the high half of {pot}</source>
            <translation>хай половината на {pot}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>the low half of {pot}</source>
            <translation>лоу половината на {pot}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>You</source>
            <translation>Вие</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>Seat {number}</source>
            <translation>Място {number}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>Everyone antes {chips}.</source>
            <translation>Всички пускат анте {chips}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>Your down card: {cards}.</source>
            <translation>Вашата затворена карта: {cards}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>Your down cards: {cards}.</source>
            <translation>Вашите затворени карти: {cards}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>Up cards: {cards}.</source>
            <translation>Открити карти: {cards}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>— Hand #{number}: {game}, ante {ante}, bring-in {bring_in}, {small}/{big}. Dealer button: {button}.</source>
            <translation>— Раздаване №{number}: {game}, анте {ante}, бринг-ин {bring_in}, {small}/{big}. Бутон на дилъра: {button}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>You ante {chips} and are all-in.</source>
            <translation>Вие пускате анте {chips} и сте ол-ин.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>{name} antes {chips} and is all-in.</source>
            <translation>{name} пуска анте {chips} и е ол-ин.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>You ante {chips}.</source>
            <translation>Вие пускате анте {chips}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>{name} antes {chips}.</source>
            <translation>{name} пуска анте {chips}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>{street} (bets of {bet}).</source>
            <translation>{street} (залози по {bet}).</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>The deck is short: {card} is dealt face up in the middle as everyone's last card.</source>
            <translation>Тестето свърши: {card} се открива в средата като последна карта за всички.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>{chips} uncalled returned to you.</source>
            <translation>{chips} неплатен залог се връща при вас.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>{chips} uncalled returned to {name}.</source>
            <translation>{chips} неплатен залог се връща при {name}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>no hand</source>
            <translation>няма комбинация</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>; no low</source>
            <translation>; няма лоу</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>You show {cards}: {hands}.</source>
            <translation>Вие показвате {cards}: {hands}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>{name} shows {cards}: {hands}.</source>
            <translation>{name} показва {cards}: {hands}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>You muck.</source>
            <translation>Вие хвърляте картите, без да ги показвате.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>{name} mucks.</source>
            <translation>{name} хвърля картите, без да ги показва.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>You win {chips} from {share} with {hand}.</source>
            <translation>Вие печелите {chips} от {share}: {hand}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>{name} wins {chips} from {share} with {hand}.</source>
            <translation>{name} печели {chips} от {share}: {hand}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>You win {chips} from {share}.</source>
            <translation>Вие печелите {chips} от {share}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>{name} wins {chips} from {share}.</source>
            <translation>{name} печели {chips} от {share}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>You are dealt {card} face up.</source>
            <translation>Получавате {card} открита.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>{name} is dealt {card} face up.</source>
            <translation>{name} получава {card} открита.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>You are dealt {card} face down.</source>
            <translation>Получавате {card} затворена.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>{name} is dealt {card} face down.</source>
            <translation>{name} получава {card} затворена.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>Pot {total} (main pot {main}, side pot {side}).</source>
            <translation>Пот {total} (основен {main}, страничен {side}).</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>side pot {number}: {chips}</source>
            <translation>страничен пот {number}: {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>Pot {total} (main pot {main}, {sides}).</source>
            <translation>Пот {total} (основен {main}, {sides}).</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/narration.py" />
            <source>Pot {total}.</source>
            <translation>Пот {total}.</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../studdesk/ui/aids_dock.py" />
            <source>Practice aids</source>
            <translation>Помощници</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/aids_dock.py" />
            <source>&amp;Practice aids</source>
            <translation>&amp;Помощници</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/aids_dock.py" />
            <source>&amp;Tools</source>
            <translation>&amp;Инструменти</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/aids_dock.py" />
            <source>Stud &amp;equity calculator…</source>
            <translation>&amp;Калкулатор на еквити…</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/aids_dock.py" />
            <source>&amp;Third-street trainer…</source>
            <translation>&amp;Тренажор за трета улица…</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/aids_dock.py" />
            <source>&amp;Memory drill results…</source>
            <translation>&amp;Резултати от тренировката на паметта…</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <location filename="../studdesk/wording/table.py" />
            <source>Dealer's log</source>
            <translation>Дневник на дилъра</translation>
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
            <translation>&amp;Нова тренировъчна игра</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <source>New &amp;sit-and-go…</source>
            <translation>Нов &amp;сит енд гоу…</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <source>&amp;Continue a saved game…</source>
            <translation>&amp;Продължаване на запазена игра…</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <source>&amp;Finished tournaments…</source>
            <translation>&amp;Завършени турнири…</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <source>Hand &amp;history…</source>
            <translation>&amp;История на раздаванията…</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <source>Every hand played: replay them, statistics and charts, PHH files</source>
            <translation>Всички изиграни раздавания: повторение, статистика и графики, файлове PHH</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <source>&amp;Pause</source>
            <translation>П&amp;ауза</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <source>&amp;Settings…</source>
            <translation>Н&amp;астройки…</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <source>&amp;Quit</source>
            <translation>&amp;Изход</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <source>&amp;View</source>
            <translation>&amp;Изглед</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <source>&amp;Dealer's log</source>
            <translation>&amp;Дневник на дилъра</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <source>&amp;Tournament standings</source>
            <translation>&amp;Класиране в турнира</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <source>&amp;Bigger text</source>
            <translation>По-&amp;голям текст</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <source>S&amp;maller text</source>
            <translation>По-&amp;малък текст</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <source>&amp;Help</source>
            <translation>&amp;Помощ</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Клавишни комбинации</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <source>&amp;About StudDesk</source>
            <translation>&amp;За StudDesk</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <source>Table</source>
            <translation>Маса</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <source>Tournament standings</source>
            <translation>Класиране в турнира</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <source>Rules</source>
            <translation>Правила</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <source>Keyboard shortcuts</source>
            <translation>Клавишни комбинации</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/main_window.py" />
            <source>About StudDesk</source>
            <translation>За StudDesk</translation>
        </message>
    </context>
    <context>
        <name>MemoryDrill</name>
        <message>
            <location filename="../studdesk/ui/memory_drill.py" />
            <source>Answer</source>
            <translation>Отговори</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/memory_drill.py" />
            <source>Yes, it is live</source>
            <translation>Да, жива е</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/memory_drill.py" />
            <source>No, it is dead</source>
            <translation>Не, мъртва е</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/memory_drill.py" />
            <source>Next question</source>
            <translation>Следващ въпрос</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/memory_drill.py" />
            <source>Memory drill results</source>
            <translation>Резултати от тренировката на паметта</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/memory_drill.py" />
            <source>Bars: share of right answers. Yellow line: seconds per question.</source>
            <translation>Стълбове: дял на верните отговори. Жълта линия: секунди на въпрос.</translation>
        </message>
    </context>
    <context>
        <name>Names</name>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>You</source>
            <comment>the player's name until they choose one</comment>
            <translation>Вие</translation>
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
            <translation>{ratio} към 1</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>one</source>
            <translation>една</translation>
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
            <translation>четири</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>five</source>
            <translation>пет</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>no {rank}</source>
            <translation>няма {rank}</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/odds.py" />
            <source>{n} two(s)</source>
            <translation>
                <numerusform>{n} двойка</numerusform>
                <numerusform>{n} двойки</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/odds.py" />
            <source>{n} three(s)</source>
            <translation>
                <numerusform>{n} тройка</numerusform>
                <numerusform>{n} тройки</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/odds.py" />
            <source>{n} four(s)</source>
            <translation>
                <numerusform>{n} четворка</numerusform>
                <numerusform>{n} четворки</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/odds.py" />
            <source>{n} five(s)</source>
            <translation>
                <numerusform>{n} петица</numerusform>
                <numerusform>{n} петици</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/odds.py" />
            <source>{n} six(es)</source>
            <translation>
                <numerusform>{n} шестица</numerusform>
                <numerusform>{n} шестици</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/odds.py" />
            <source>{n} seven(s)</source>
            <translation>
                <numerusform>{n} седмица</numerusform>
                <numerusform>{n} седмици</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/odds.py" />
            <source>{n} eight(s)</source>
            <translation>
                <numerusform>{n} осмица</numerusform>
                <numerusform>{n} осмици</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/odds.py" />
            <source>{n} nine(s)</source>
            <translation>
                <numerusform>{n} деветка</numerusform>
                <numerusform>{n} деветки</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/odds.py" />
            <source>{n} ten(s)</source>
            <translation>
                <numerusform>{n} десетка</numerusform>
                <numerusform>{n} десетки</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/odds.py" />
            <source>{n} jack(s)</source>
            <translation>
                <numerusform>{n} вале</numerusform>
                <numerusform>{n} валета</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/odds.py" />
            <source>{n} queen(s)</source>
            <translation>
                <numerusform>{n} дама</numerusform>
                <numerusform>{n} дами</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/odds.py" />
            <source>{n} king(s)</source>
            <translation>
                <numerusform>{n} поп</numerusform>
                <numerusform>{n} попа</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/odds.py" />
            <source>{n} ace(s)</source>
            <translation>
                <numerusform>{n} асо</numerusform>
                <numerusform>{n} аса</numerusform>
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
            <translation>кол {call} (ол-ин), за да спечелите {win}: {ratio}, нужни са ви {need}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>call {call} to win {win}: {ratio}, you need {need}</source>
            <translation>кол {call}, за да спечелите {win}: {ratio}, нужни са ви {need}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>Nothing to call</source>
            <translation>Няма какво да се плаща</translation>
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
                <numerusform>Еквити {equity} срещу {n} противник ({how})</numerusform>
                <numerusform>Еквити {equity} срещу {n} противници ({how})</numerusform>
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
            <translation>Правите валидно лоу в {chance} от случаите</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>You are not in this hand</source>
            <translation>Не участвате в това раздаване</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>The hand is over</source>
            <translation>Раздаването приключи</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>Nobody is left to play against</source>
            <translation>Няма срещу кого да играете</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>No draw to a better hand</source>
            <translation>Няма дроу към по-добра ръка</translation>
        </message>
    </context>
    <context>
        <name>Outs</name>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>Two pair</source>
            <translation>Два чифта</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>Trips</source>
            <translation>Тройка</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>Straight</source>
            <translation>Кента</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>Flush</source>
            <translation>Флош</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>Full house</source>
            <translation>Фул хаус</translation>
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
            <translation>По-добро лоу</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>{n} folded</source>
            <translation>хвърлени: {n}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>{n} showing</source>
            <translation>открити: {n}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>{count} live</source>
            <translation>живи: {count}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>{live} of {total} {cards} live</source>
            <translation>живи {live} от {total} ({cards})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>{draw} (needs {n} more)</source>
            <translation>{draw} (нужни са още {n})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>{draw}: {live}{whereabouts}</source>
            <translation>{draw}: {live}{whereabouts}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>{draw} (dead draw)</source>
            <translation>{draw} (мъртво дроу)</translation>
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
            <translation>Кол {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/panel.py" />
            <source>Bring-in {chips}</source>
            <translation>Бринг-ин {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/panel.py" />
            <source>Complete to {chips}</source>
            <translation>Допълни до {chips}</translation>
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
            <translation>{action} (ол-ин)</translation>
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
            <translation>кол {chips}</translation>
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
            <translation>допълване до {chips}</translation>
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
            <translation>Вие откривате наддаването: {keys}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/panel.py" />
            <source>{key} is not on offer now: {keys}</source>
            <translation>{key} сега не е възможно: {keys}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/panel.py" />
            <source>Shortcut: {key}</source>
            <translation>Клавиш: {key}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/panel.py" />
            <source>Check/Fold</source>
            <translation>Чек/фолд</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/panel.py" />
            <source>When your turn comes: check if you can, otherwise fold</source>
            <translation>Когато дойде вашият ред: чек, ако може, иначе фолд</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/panel.py" />
            <source>Call any</source>
            <translation>Кол на всичко</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/panel.py" />
            <source>When your turn comes: call whatever the bet is (or check)</source>
            <translation>Когато дойде вашият ред: плащане на какъвто и да е залог (или чек)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/panel.py" />
            <source>⏱ {clock}</source>
            <translation>⏱ {clock}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/panel.py" />
            <source>Time is up: {action} for you.</source>
            <translation>Времето изтече: за вас — {action}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/panel.py" />
            <source>Your up card is the lowest, so you open: bring in for {bring_in} ({bring_key}), or complete to a full bet of {complete} ({complete_key}).</source>
            <translation>Вашата открита карта е най-ниската, вие откривате: бринг-ин {bring_in} ({bring_key}) или допълване до пълен залог {complete} ({complete_key}).</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/panel.py" />
            <source>Your up card is the highest, so you open: bring in for {bring_in} ({bring_key}), or complete to a full bet of {complete} ({complete_key}).</source>
            <translation>Вашата открита карта е най-високата, вие откривате: бринг-ин {bring_in} ({bring_key}) или допълване до пълен залог {complete} ({complete_key}).</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/panel.py" />
            <source>An open pair shows, so this round you may bet the small bet {small} ({small_key}) or the big bet {big} ({big_key}).</source>
            <translation>На масата има открит чифт: в този рунд може да заложите малкия залог {small} ({small_key}) или големия {big} ({big_key}).</translation>
        </message>
    </context>
    <context>
        <name>PayoutsEditor</name>
        <message>
            <location filename="../studdesk/ui/dialogs/payouts_editor.py" />
            <source>paid</source>
            <comment>places paid: 3 paid</comment>
            <translation>платени</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/payouts_editor.py" />
            <source>How many places win a share of the prize pool</source>
            <translation>Колко места печелят дял от наградния фонд</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/payouts_editor.py" />
            <source>Default</source>
            <translation>По подразбиране</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/payouts_editor.py" />
            <source>R6.3: 2-4 entrants 100 %; 5-6: 65/35; 7-10: 50/30/20</source>
            <translation>R6.3: 2-4 участници — 100 %; 5-6: 65/35; 7-10: 50/30/20</translation>
        </message>
    </context>
    <context>
        <name>Places</name>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>{n}th</source>
            <translation>{n}-о</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>{n}st</source>
            <translation>{n}-во</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>{n}nd</source>
            <translation>{n}-ро</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>{n}rd</source>
            <translation>{n}-то</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>{n}th</source>
            <comment>ending in 4: 4th, 24th</comment>
            <translation>{n}-то</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>{first}-{last} (shared)</source>
            <translation>{first}–{last} (поделено)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>{first}-{last}=</source>
            <translation>{first}–{last}=</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>You are out of the tournament in {place} place and win {prize}.</source>
            <translation>Вие отпадате от турнира: {place} място, печалба {prize}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>You are out of the tournament in {place} place.</source>
            <translation>Вие отпадате от турнира: {place} място.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>{name} is out in {place} place, winning {prize}.</source>
            <translation>{name} отпада: {place} място, печалба {prize}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>{name} is out in {place} place.</source>
            <translation>{name} отпада: {place} място.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>You are out in {place} place</source>
            <translation>Вие отпаднахте: {place} място</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>{name} is out in {place} place</source>
            <translation>{name} отпада: {place} място</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>{name} out in {place}</source>
            <translation>{name}: {place} място</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>Last hand: {outs}</source>
            <translation>В последното раздаване: {outs}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>You win the tournament and {prize}!</source>
            <translation>Вие спечелихте турнира и {prize}!</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>{name} wins the tournament.</source>
            <translation>{name} печели турнира.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>{name} wins.</source>
            <translation>{name} побеждава.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>You finish {place} and win {prize}.</source>
            <translation>Вашето място: {place}, печалба {prize}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>You finish {place}.</source>
            <translation>Вашето място: {place}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>{place} {share} % ({prize})</source>
            <translation>{place}: {share} % ({prize})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>Places paid: {count} — {shares}</source>
            <translation>Платени места: {count} — {shares}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>{place} place share</source>
            <translation>Дял за {place} място</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>Mixed ({games})</source>
            <translation>Микс ({games})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>{games} · {entrants} players · {hands} hands · level {level} reached · prize pool {pool}</source>
            <translation>{games} · играчи: {entrants} · раздавания: {hands} · достигнато ниво {level} · награден фонд {pool}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/places.py" />
            <source>{name} (you)</source>
            <translation>{name} (вие)</translation>
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
            <translation>&amp;Маса</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/practice_menu.py" />
            <source>&amp;Top up or re-buy…</source>
            <translation>&amp;Добавяне или ребай…</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/practice_menu.py" />
            <source>Add chips to your stack before the next hand</source>
            <translation>Добавяне на чипове към стека преди следващото раздаване</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/practice_menu.py" />
            <source>&amp;Sit out</source>
            <translation>&amp;Извън играта</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/practice_menu.py" />
            <source>Let the bots play on without you; uncheck to be dealt in again</source>
            <translation>Ботовете играят без вас; махнете отметката, за да получавате отново карти</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/practice_menu.py" />
            <source>&amp;Add a bot…</source>
            <translation>&amp;Добавяне на бот…</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/practice_menu.py" />
            <source>&amp;Remove a bot…</source>
            <translation>&amp;Премахване на бот…</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/practice_menu.py" />
            <source>Send a bot away from the table</source>
            <translation>Отпращане на бот от масата</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/practice_menu.py" />
            <source>&amp;Game</source>
            <translation>&amp;Игра</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/practice_menu.py" />
            <source>The table is full: remove a bot first, or choose more opponents in Settings</source>
            <translation>Масата е пълна: първо премахнете бот или изберете повече противници в настройките</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/practice_menu.py" />
            <source>Seat a bot in a free seat</source>
            <translation>Слагане на бот на свободно място</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/practice_menu.py" />
            <source>Top up or re-buy</source>
            <translation>Добавяне или ребай</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/practice_menu.py" />
            <source>Chips to add to your stack (from the next hand):</source>
            <translation>Чипове за добавяне към стека (от следващото раздаване):</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/practice_menu.py" />
            <source>Add a bot</source>
            <translation>Добавяне на бот</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/practice_menu.py" />
            <source>The bot to seat in the first free seat:</source>
            <translation>Ботът, който да седне на първото свободно място:</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/practice_menu.py" />
            <source>Remove a bot</source>
            <translation>Премахване на бот</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/practice_menu.py" />
            <source>The bot to send away (after this hand):</source>
            <translation>Ботът, който да бъде отпратен (след това раздаване):</translation>
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
            <translation>малък залог</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>big bet</source>
            <translation>голям залог</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>{amount} must be a whole number of chips</source>
            <translation>{amount}: трябва да е цяло число чипове</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>Ante must not be negative</source>
            <translation>Антето не може да е отрицателно</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>Bring-in must be at least 1 chip</source>
            <translation>Бринг-инът трябва да е поне 1 чип</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>Bring-in must not exceed the small bet</source>
            <translation>Бринг-инът не може да е по-голям от малкия залог</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>Big bet must be larger than the small bet</source>
            <translation>Големият залог трябва да е по-голям от малкия</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>Raise cap must be 3 or 4 raises after the bet</source>
            <translation>Лимитът на рейзове след залога е 3 или 4</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>The ladder needs at least one level</source>
            <translation>В структурата от нива трябва да има поне едно ниво</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>Level {level}'s {amount} ({now}) is lower than level {before}'s ({was}): levels may not go down</source>
            <translation>Ниво {level}: {amount} ({now}) е по-малко, отколкото на ниво {before} ({was}); нивата не могат да намаляват</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>Level {level} is not a betting structure</source>
            <translation>Ниво {level} не е структура на залозите</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>Level {level} needs 4 amounts (ante, bring-in, small bet, big bet)</source>
            <translation>Ниво {level} има нужда от 4 суми (анте, бринг-ин, малък залог, голям залог)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>Level {level}: {problem}</source>
            <translation>Ниво {level}: {problem}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>At least one place must be paid</source>
            <translation>Поне едно място трябва да е платено</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/problems.py" />
            <source>{places} places are paid but only {players} player(s) enter</source>
            <translation>
                <numerusform>Платени места: {places}, а участва само {players} играч</numerusform>
                <numerusform>Платени места: {places}, а участват само {players} играчи</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>Place {place} pays {share} %: each paid place needs a positive share</source>
            <translation>Място {place} получава {share} %: всяко платено място трябва да има положителен дял</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>Place {place} pays more than place {before}</source>
            <translation>Място {place} получава повече от място {before}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>The payouts add up to {total} %; they must add up to 100 %</source>
            <translation>Изплащанията са общо {total} %, а трябва да са 100 %</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>A level must last at least 1 minute</source>
            <translation>Нивото трябва да трае поне 1 минута</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>A level must last at least 1 hand</source>
            <translation>Нивото трябва да трае поне 1 раздаване</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>Every entrant needs at least 1 starting chip</source>
            <translation>Всеки участник има нужда от поне 1 начален чип</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>The buy-in must be a whole number, 0 or more</source>
            <translation>Бай-инът трябва да е цяло число, 0 или повече</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>Choose a game or a rotation</source>
            <translation>Изберете игра или ротация</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>{key} is not a game StudDesk deals</source>
            <translation>{key} не е игра, която StudDesk раздава</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/problems.py" />
            <source>{games} takes {low} to {high} players, not {count}</source>
            <translation>
                <numerusform>{games}: от {low} до {high} играчи, а не {count}</numerusform>
                <numerusform>{games}: от {low} до {high} играчи, а не {count}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>Player {entrant} has no name</source>
            <translation>Играч {entrant} няма име</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>Two players are called {name}</source>
            <translation>Двама играчи се казват {name}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>{game} is played by {low} to {high} players with chips; ready to play: {ready}</source>
            <translation>{game}: нужни са от {low} до {high} играчи с чипове; готови за игра: {ready}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>nobody with chips is seated</source>
            <translation>на масата няма никой с чипове</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>changes are made between hands; wait for this hand to end</source>
            <translation>промените се правят между раздаванията; изчакайте края на това раздаване</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>seat {seat} is empty</source>
            <translation>място {seat} е свободно</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>the table has no seat {seat}</source>
            <translation>на тази маса няма място {seat}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>seat {seat} is taken by {name}</source>
            <translation>място {seat} е заето: там седи {name}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>{name} needs chips to sit down</source>
            <translation>за да седне на масата, {name} се нуждае от чипове</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>someone called {name} is already seated</source>
            <translation>на масата вече седи играч с името {name}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>at least 1 chip is needed</source>
            <translation>нужен е поне 1 чип</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>a table has 2 to 10 seats</source>
            <translation>масата може да има от 2 до 10 места</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>the hand is not over yet</source>
            <translation>раздаването още не е приключило</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>the tournament is over</source>
            <translation>турнирът приключи</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>The hand is over.</source>
            <translation>Раздаването приключи.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>It is not your turn.</source>
            <translation>Не е ваш ред.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>Nothing can be done now: wait for your turn.</source>
            <translation>Сега нищо не може да се направи: изчакайте своя ред.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>You cannot {action} now ({rule}). You may: {choices}.</source>
            <translation>В момента не може да се направи {action} ({rule}). Може: {choices}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>You cannot {action} now. You may: {choices}.</source>
            <translation>В момента не може да се направи {action}. Може: {choices}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>the hand is already over</source>
            <translation>раздаването вече е приключило</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>it is another seat's turn</source>
            <translation>ред е на друго място</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>the action is not on offer ({rule})</source>
            <translation>това действие сега не е позволено ({rule})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>the action is not on offer</source>
            <translation>това действие сега не е позволено</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/problems.py" />
            <source>call</source>
            <translation>кол</translation>
        </message>
    </context>
    <context>
        <name>Questions</name>
        <message>
            <location filename="../studdesk/wording/questions.py" />
            <source>A new table?</source>
            <translation>Нова маса?</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/questions.py" />
            <source>These settings need a new table: {reasons}.</source>
            <translation>Тези настройки изискват нова маса: {reasons}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/questions.py" />
            <source>The hand in play is played out first. Then everyone starts again with {chips} chips and the hands are counted from #1; the table you play now is not kept.</source>
            <translation>Първо се доиграва текущото раздаване. После всички започват отново със стек {chips}, раздаванията се броят от №1; сегашната маса не се запазва.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/questions.py" />
            <source>Start a new table</source>
            <translation>Нова маса</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/questions.py" />
            <source>Back</source>
            <translation>Назад</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/questions.py" />
            <source>Out of chips</source>
            <translation>Без чипове</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/questions.py" />
            <source>Sitting out, the bots play on and you watch; Table ▸ Top up or re-buy sits you down again. Leaving stops the table until you choose.</source>
            <translation>Ако пропускате, ботовете продължават, а вие гледате; Маса ▸ Добавяне или ребай ви връща на масата. Ако напуснете, масата спира, докато не изберете.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/questions.py" />
            <source>Re-buy for {chips}</source>
            <translation>Ребай за {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/questions.py" />
            <source>Sit out</source>
            <translation>Пропускане</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/questions.py" />
            <source>Leave the table</source>
            <translation>Напускане на масата</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/questions.py" />
            <source>Always re-buy without asking (Settings ▸ Game)</source>
            <translation>Винаги ребай без питане (Настройки ▸ Игра)</translation>
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
            <translation>четворка</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>five</source>
            <comment>on its own: no five</comment>
            <translation>петица</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>six</source>
            <comment>on its own: no six</comment>
            <translation>шестица</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>seven</source>
            <comment>on its own: no seven</comment>
            <translation>седмица</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>eight</source>
            <comment>on its own: no eight</comment>
            <translation>осмица</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>nine</source>
            <comment>on its own: no nine</comment>
            <translation>деветка</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>ten</source>
            <comment>on its own: no ten</comment>
            <translation>десетка</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>jack</source>
            <comment>on its own: no jack</comment>
            <translation>вале</translation>
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
            <translation>поп</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>ace</source>
            <comment>on its own: no ace</comment>
            <translation>асо</translation>
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
            <translation>четворка</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>Five</source>
            <comment>high card: Five high</comment>
            <translation>петица</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>Six</source>
            <comment>high card: Six high</comment>
            <translation>шестица</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>Seven</source>
            <comment>high card: Seven high</comment>
            <translation>седмица</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>Eight</source>
            <comment>high card: Eight high</comment>
            <translation>осмица</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>Nine</source>
            <comment>high card: Nine high</comment>
            <translation>деветка</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>10</source>
            <comment>high card: 10 high</comment>
            <translation>десетка</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>Jack</source>
            <comment>high card: Jack high</comment>
            <translation>вале</translation>
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
            <translation>поп</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>Ace</source>
            <comment>high card: Ace high</comment>
            <translation>асо</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>five</source>
            <comment>top of a straight or flush: Straight, five high</comment>
            <translation>петица</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>six</source>
            <comment>top of a straight or flush: Straight, six high</comment>
            <translation>шестица</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>seven</source>
            <comment>top of a straight or flush: Flush, seven high</comment>
            <translation>седмица</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>eight</source>
            <comment>top of a straight or flush: Straight, eight high</comment>
            <translation>осмица</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>nine</source>
            <comment>top of a straight or flush: Straight, nine high</comment>
            <translation>деветка</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>10</source>
            <comment>top of a straight or flush: Straight, 10 high</comment>
            <translation>десетка</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>jack</source>
            <comment>top of a straight or flush: Straight, jack high</comment>
            <translation>вале</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>queen</source>
            <comment>top of a straight or flush: Straight, queen high</comment>
            <translation>дама</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>king</source>
            <comment>top of a straight or flush: Straight, king high</comment>
            <translation>поп</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>ace</source>
            <comment>top of a straight or flush: Straight, ace high</comment>
            <translation>асо</translation>
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
            <translation>четворки</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>fives</source>
            <comment>a list: Two pair, kings and fives</comment>
            <translation>петици</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>sixes</source>
            <comment>a list: Two pair, kings and sixes</comment>
            <translation>шестици</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>sevens</source>
            <comment>a list: Two pair, kings and sevens</comment>
            <translation>седмици</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>eights</source>
            <comment>a list: Two pair, kings and eights</comment>
            <translation>осмици</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>nines</source>
            <comment>a list: Two pair, kings and nines</comment>
            <translation>деветки</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>tens</source>
            <comment>a list: Two pair, kings and tens</comment>
            <translation>десетки</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>jacks</source>
            <comment>a list: Two pair, kings and jacks</comment>
            <translation>валета</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>queens</source>
            <comment>a list: Two pair, kings and queens</comment>
            <translation>дами</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>kings</source>
            <comment>a list: Full house, kings over sevens</comment>
            <translation>попове</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>aces</source>
            <comment>a list: Two pair, aces and kings</comment>
            <translation>аса</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>twos</source>
            <comment>of: Pair of twos</comment>
            <translation>двойки</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>threes</source>
            <comment>of: Pair of threes</comment>
            <translation>тройки</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>fours</source>
            <comment>of: Pair of fours</comment>
            <translation>четворки</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>fives</source>
            <comment>of: Pair of fives</comment>
            <translation>петици</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>sixes</source>
            <comment>of: Pair of sixes</comment>
            <translation>шестици</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>sevens</source>
            <comment>of: Pair of sevens</comment>
            <translation>седмици</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>eights</source>
            <comment>of: Pair of eights</comment>
            <translation>осмици</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>nines</source>
            <comment>of: Pair of nines</comment>
            <translation>деветки</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>tens</source>
            <comment>of: Pair of tens</comment>
            <translation>десетки</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>jacks</source>
            <comment>of: Pair of jacks</comment>
            <translation>валета</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>queens</source>
            <comment>of: Pair of queens</comment>
            <translation>дами</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>kings</source>
            <comment>of: Pair of kings</comment>
            <translation>попове</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/hands.py" />
            <source>aces</source>
            <comment>of: Pair of aces</comment>
            <translation>аса</translation>
        </message>
    </context>
    <context>
        <name>Reasons</name>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>rolled-up {ranks}</source>
            <translation>тройка {ranks} от раздаването</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>live</source>
            <comment>a pair none of whose rank is seen</comment>
            <translation>жив</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>{n} live</source>
            <comment>cards of the pair's rank not seen</comment>
            <translation>живи: {n}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>hidden pair of {ranks} ({live})</source>
            <translation>скрит чифт {ranks} ({live})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>pair of {ranks} ({live})</source>
            <translation>чифт {ranks} ({live})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>{hand}, {rank} kicker</source>
            <translation>{hand}, кикер {rank}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>pair of {ranks}</source>
            <translation>чифт {ranks}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>{rank}-high, no draw</source>
            <translation>най-висока {rank}, без дроу</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>3-flush with {live} of 10 {suit} live</source>
            <translation>три към флош, живи {live} от 10 ({suit})</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/reasons.py" />
            <source>straight flush draw {ranks} ({n} needed card(s) out)</source>
            <translation>
                <numerusform>дроу за кента флош {ranks} (излязла е {n} нужна карта)</numerusform>
                <numerusform>дроу за кента флош {ranks} (излезли са {n} нужни карти)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/reasons.py" />
            <source>3-straight {ranks} ({n} needed card(s) out)</source>
            <translation>
                <numerusform>три към кента {ranks} (излязла е {n} нужна карта)</numerusform>
                <numerusform>три към кента {ranks} (излезли са {n} нужни карти)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>no low, no big pair</source>
            <translation>нито лоу, нито висок чифт</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/reasons.py" />
            <source>three to a {top} low ({n} low card(s) out)</source>
            <translation>
                <numerusform>три към лоу до {top} (излязла е {n} ниска карта)</numerusform>
                <numerusform>три към лоу до {top} (излезли са {n} ниски карти)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/reasons.py" />
            <source>two low cards ({n} low card(s) out)</source>
            <translation>
                <numerusform>две ниски карти (излязла е {n} ниска карта)</numerusform>
                <numerusform>две ниски карти (излезли са {n} ниски карти)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/reasons.py" />
            <source>three to a {top} low ({n} low card(s) dead)</source>
            <translation>
                <numerusform>три към лоу до {top} ({n} ниска карта е мъртва)</numerusform>
                <numerusform>три към лоу до {top} ({n} ниски карти са мъртви)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>two low cards and a {rank}</source>
            <translation>две ниски карти и {rank}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>paired, two low cards to a {rank}</source>
            <translation>чифт, две ниски карти до {rank}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>no low draw</source>
            <translation>няма дроу за лоу</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>{top}-{second}, beats the board</source>
            <translation>{top}-{second}, по-силни от откритите карти</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>{top}-{second}, does not beat the board</source>
            <translation>{top}-{second}, не са по-силни от откритите карти</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>{high}, {low}</source>
            <translation>{high}, {low}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>{made}, {n}-flush with {live} {suit} live</source>
            <translation>{made}, {n} към флош, живи: {live} ({suit})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>no low</source>
            <translation>няма лоу</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>{n} to a {top} low</source>
            <translation>{n} към лоу до {top}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>{verb}: {what}</source>
            <translation>{verb}: {what}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>{reason}, {share} of the pot</source>
            <translation>{reason}, {share} от пота</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>{reason}, pot odds {odds}</source>
            <translation>{reason}, шансове на пота {odds}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>only action</source>
            <comment>the bot had no choice</comment>
            <translation>единственият възможен ход</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>No decision yet.</source>
            <translation>Все още няма решения.</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/reasons.py" />
            <source>{share} of the pot against {n} random holding(s)</source>
            <translation>
                <numerusform>{share} от пота срещу {n} случайна ръка</numerusform>
                <numerusform>{share} от пота срещу {n} случайни ръце</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>{reason}, edge {edge} over a fair share</source>
            <translation>{reason}, предимство {edge} над справедливия дял</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>{reason}, the call costs {price} of the pot</source>
            <translation>{reason}, колът струва {price} от пота</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>{reason}, does not beat the board of the players in the pot and has no four-card draw</source>
            <translation>{reason}, не бие откритите карти на играчите в пота и няма дро от четири карти</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>{reason}, does not beat the board of the players in the pot</source>
            <translation>{reason}, не бие откритите карти на играчите в пота</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>{reason} not enough</source>
            <comment>pot odds ... not enough</comment>
            <translation>{reason} — недостатъчно</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>bet for value</source>
            <translation>залог за стойност</translation>
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
            <translation>блъф</translation>
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
            <translation>кол</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>called to catch a bluff</source>
            <translation>кол срещу блъф</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>folded</source>
            <translation>фолд</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>called (the betting is capped)</source>
            <translation>кол (рейзовете са изчерпани)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>completed</source>
            <translation>допълване</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>completed to steal the antes</source>
            <translation>допълване за кражба на антето</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>brought it in</source>
            <translation>бринг-ин</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>called the bring-in</source>
            <translation>кол на бринг-ина</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>called a loose raiser</source>
            <translation>кол срещу лузов рейзър</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>free</source>
            <comment>pot odds with nothing to call</comment>
            <translation>безплатно</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>, scoop {scoop}, low {low}</source>
            <translation>, скуп {scoop}, лоу {low}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/reasons.py" />
            <source>{reason}{low}; worth {worth} big bets</source>
            <translation>{reason}{low}; стойност {worth} големи залога</translation>
        </message>
    </context>
    <context>
        <name>Replay</name>
        <message>
            <location filename="../studdesk/ui/history/replay_window.py" />
            <source>No animation</source>
            <translation>Без анимация</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/replay_window.py" />
            <source>Show every known card</source>
            <translation>Покажи всички известни карти</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/replay_window.py" />
            <source>Also the other players' down cards (what the hero could not see)</source>
            <translation>И затворените карти на другите играчи (което героят не е виждал)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/replay_window.py" />
            <source>Animation speed</source>
            <translation>Скорост на анимацията</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/replay_window.py" />
            <source>Speed</source>
            <translation>Скорост</translation>
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
            <translation>Начало</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/replay_window.py" />
            <source>Back to the deal (Home)</source>
            <translation>Назад към раздаването на картите (Home)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/replay_window.py" />
            <source>Back to the start of the street, or the one before (Up)</source>
            <translation>Назад към началото на улицата или на предишната (Up)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/replay_window.py" />
            <source>One action back (Left)</source>
            <translation>Един ход назад (Left)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/replay_window.py" />
            <source>Play the hand on, or pause (Space)</source>
            <translation>Продължи раздаването или пауза (Space)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/replay_window.py" />
            <source>One action on (Right)</source>
            <translation>Един ход напред (Right)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/replay_window.py" />
            <source>On to the next street (Down)</source>
            <translation>Към следващата улица (Down)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/replay_window.py" />
            <source>Showdown</source>
            <translation>Показване</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/replay_window.py" />
            <source>Straight to the showdown, the end of the hand (End)</source>
            <translation>Направо към показването, края на раздаването (End)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/replay_window.py" />
            <source>Equity at the start of each street</source>
            <translation>Еквити в началото на всяка улица</translation>
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
            <translation>Дневник на дилъра</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/replay_window.py" />
            <source>&amp;View</source>
            <translation>&amp;Изглед</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/replay_window.py" />
            <source>Replay</source>
            <translation>Повторение</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/replay_window.py" />
            <source>Pause</source>
            <translation>Пауза</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/replay_window.py" />
            <source>Play</source>
            <translation>Пусни</translation>
        </message>
    </context>
    <context>
        <name>ResultsDialog</name>
        <message>
            <location filename="../studdesk/ui/dialogs/results_dialog.py" />
            <source>Place</source>
            <translation>Място</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/results_dialog.py" />
            <source>Player</source>
            <translation>Играч</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/results_dialog.py" />
            <source>Prize</source>
            <translation>Награда</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/results_dialog.py" />
            <source>Share</source>
            <translation>Дял</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/results_dialog.py" />
            <source>Tournament results</source>
            <translation>Резултати от турнира</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/results_dialog.py" />
            <source>New sit-and-go…</source>
            <translation>Нов сит енд гоу…</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/results_dialog.py" />
            <source>The result is kept under Game ▸ Finished tournaments.</source>
            <translation>Резултатът се пази в „Игра ▸ Завършени турнири“.</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/results_dialog.py" />
            <source>You are out</source>
            <translation>Вие отпаднахте</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/results_dialog.py" />
            <source>Watch the bots play the tournament out at high speed, or leave: they finish it at once and you see the results.</source>
            <translation>Гледайте как ботовете довършват турнира на висока скорост или излезте: те го довършват веднага и виждате резултатите.</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/results_dialog.py" />
            <source>Watch at high speed</source>
            <translation>Гледане на висока скорост</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/results_dialog.py" />
            <source>Leave</source>
            <translation>Излизане</translation>
        </message>
    </context>
    <context>
        <name>ResumeDialog</name>
        <message>
            <location filename="../studdesk/app/flow.py" />
            <source>Cancel</source>
            <translation>Отказ</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/resume_dialog.py" />
            <source>Game</source>
            <translation>Игра</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/resume_dialog.py" />
            <source>Saved</source>
            <translation>Запазено</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/resume_dialog.py" />
            <source>Hands played</source>
            <translation>Изиграни раздавания</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/resume_dialog.py" />
            <source>New practice game</source>
            <translation>Нова тренировъчна игра</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/resume_dialog.py" />
            <source>Continue a saved game</source>
            <translation>Продължаване на запазена игра</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/resume_dialog.py" />
            <source>Pick up where you left off, with the same cards:</source>
            <translation>Продължете оттам, докъдето стигнахте, със същите карти:</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/resume_dialog.py" />
            <source>There is no saved game to continue.</source>
            <translation>Няма запазена игра за продължаване.</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/resume_dialog.py" />
            <source>Continue</source>
            <translation>Продължаване</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/resume_dialog.py" />
            <source>Delete</source>
            <translation>Изтриване</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/resume_dialog.py" />
            <source>Delete the selected saved game for good</source>
            <translation>Изтриване на избраната запазена игра завинаги</translation>
        </message>
    </context>
    <context>
        <name>Saves</name>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>it is damaged: {what}</source>
            <translation>тя е повредена: {what}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>it is not a StudDesk save (not a saved game at all)</source>
            <translation>това не е запис на StudDesk (изобщо не е запазена игра)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>it is not a StudDesk save (some other kind of file)</source>
            <translation>това не е запис на StudDesk (файл от друг вид е)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>it is not a StudDesk save (not a regular file)</source>
            <translation>това не е запис на StudDesk (не е обикновен файл)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>it is not a StudDesk save (not text)</source>
            <translation>това не е запис на StudDesk (не е текст)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>it was saved by a newer StudDesk (save format {version}; this version reads up to {supported}); update StudDesk to continue it</source>
            <translation>тя е запазена от по-нова версия на StudDesk (формат на записа {version}; тази версия чете формати до {supported}); за да я продължите, обновете StudDesk</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>{field} is missing</source>
            <translation>липсва полето {field}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>{field} is not part of a save</source>
            <translation>полето {field} не принадлежи на запазена игра</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>{field} must be less than {limit}</source>
            <translation>стойността на {field} трябва да е по-малка от {limit}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>{field} must be at most {limit}</source>
            <translation>стойността на {field} трябва да е най-много {limit}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>{field} must be more than {limit}</source>
            <translation>стойността на {field} трябва да е по-голяма от {limit}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>{field} must be at least {limit}</source>
            <translation>стойността на {field} трябва да е поне {limit}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>{field} must be a whole number</source>
            <translation>стойността на {field} трябва да е цяло число</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>{field} must be true or false</source>
            <translation>стойността на {field} трябва да е true или false</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>{field} must be text</source>
            <translation>стойността на {field} трябва да е текст</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>the game data has a value that cannot be used</source>
            <translation>в данните на играта има неизползваема стойност</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>{field} has a value that cannot be used</source>
            <translation>полето {field} има неизползваема стойност</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>it holds a value the game cannot use</source>
            <translation>във файла има стойност, която играта не може да използва</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>the file is cut short or garbled</source>
            <translation>файлът е прекъснат или повреден</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>its format version is missing</source>
            <translation>в нея липсва версия на формата</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>unknown kind of game {kind}</source>
            <translation>непознат вид игра {kind}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>the game data is missing</source>
            <translation>липсват данните на играта</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>its contents do not match their checksum</source>
            <translation>съдържанието ѝ не съвпада с контролната сума</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>its snapshot does not match its hands</source>
            <translation>моментната ѝ снимка не съвпада с раздаванията ѝ</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>a {entry} entry has no {part}</source>
            <translation>в запис {entry} липсва поле {part}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>its hands cannot be replayed ({why})</source>
            <translation>раздаванията ѝ не могат да бъдат възпроизведени ({why})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>unknown variant {key}</source>
            <translation>непознат вариант {key}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>a player sits at seat {seat} of a table of {seats}</source>
            <translation>играч седи на място {seat} на маса за {seats}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>two players sit in the same seat</source>
            <translation>двама играчи седят на едно и също място</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>its players' names are missing or repeated</source>
            <translation>имената на играчите липсват или се повтарят</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>nobody is seated at its table</source>
            <translation>на масата ѝ не седи никой</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/saves.py" />
            <source>it seats {n} player(s) who are not bots, not one</source>
            <translation>
                <numerusform>на масата има {n} играч, който не е бот, а трябва да е един</numerusform>
                <numerusform>на масата има {n} играчи, които не са ботове, а трябва да е един</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>its button is at seat {seat} of a table of {seats}</source>
            <translation>бутонът е на място {seat} на маса за {seats}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>hands were dealt but there is no button</source>
            <translation>имало е раздавания, но няма бутон</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>its hand in play cannot be replayed (command {command}: {why})</source>
            <translation>текущото ѝ раздаване не може да бъде възпроизведено (команда {command}: {why})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>its hand in play cannot be dealt again ({why})</source>
            <translation>текущото ѝ раздаване не може да бъде раздадено отново ({why})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>The saved game "{name}" cannot be opened: {problem}.</source>
            <translation>Запазената игра „{name}“ не може да бъде отворена: {problem}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>The saved game "{name}" cannot be opened: {problem}. {where} Your other saved games are not affected.</source>
            <translation>Запазената игра „{name}“ не може да бъде отворена: {problem}. {where} Другите запазени игри не са засегнати.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>It was moved aside to "{name}".</source>
            <translation>Тя е преместена настрана като „{name}“.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>It could not be moved aside and was left where it is.</source>
            <translation>Тя не можа да бъде преместена настрана и е оставена на мястото си.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>There is no saved game "{name}".</source>
            <translation>Няма запазена игра „{name}“.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>The saved game "{name}" could not be read ({why}).</source>
            <translation>Запазената игра „{name}“ не можа да бъде прочетена ({why}).</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>The saved game "{slot}" is a practice session, not a sit-and-go.</source>
            <translation>Запазената игра „{slot}“ е тренировъчна маса, а не сит енд гоу.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>The saved game "{slot}" is a sit-and-go, not a practice session.</source>
            <translation>Запазената игра „{slot}“ е сит енд гоу, а не тренировъчна маса.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>The tournament result "{name}" cannot be shown: {problem}.</source>
            <translation>Резултатът от турнира „{name}“ не може да бъде показан: {problem}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>The tournament result "{name}" cannot be shown: {problem}. {where} The other results are not affected.</source>
            <translation>Резултатът от турнира „{name}“ не може да бъде показан: {problem}. {where} Другите резултати не са засегнати.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>The saved game "{slot}": {note}.</source>
            <translation>Запазената игра „{slot}“: {note}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>its summary of the game was not valid ({problem}) and was rebuilt from its hands</source>
            <translation>обобщението ѝ за играта беше невалидно ({problem}) и е възстановено от раздаванията</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>its summary of the table was not valid ({problem}) and was rebuilt from its hands</source>
            <translation>обобщението ѝ за масата беше невалидно ({problem}) и е възстановено от раздаванията</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>its summary of the game did not match its hands and was rebuilt from them</source>
            <translation>обобщението ѝ за играта не съвпадаше с раздаванията и е възстановено от тях</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>its summary of the table did not match its hands and was rebuilt from them</source>
            <translation>обобщението ѝ за масата не съвпадаше с раздаванията и е възстановено от тях</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>the hand goes on from its command {command}: {why}</source>
            <translation>раздаването продължава от команда {command}: {why}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>it is not a StudDesk tournament result</source>
            <translation>това не е резултат от турнир на StudDesk</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>it was written by a newer StudDesk</source>
            <translation>той е записан от по-нова версия на StudDesk</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>The tournament result "{name}" cannot be shown: {problem}. The other results are not affected.</source>
            <translation>Резултатът от турнира „{name}“ не може да бъде показан: {problem}. Другите резултати не са засегнати.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/saves.py" />
            <source>it is damaged: {what}</source>
            <comment>a tournament result</comment>
            <translation>той е повреден: {what}</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Settings format</source>
            <translation>Формат на настройките</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Version of the settings file layout; upgraded automatically.</source>
            <translation>Версия на формата на файла с настройки; обновява се автоматично.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Your name</source>
            <translation>Вашето име</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>The name shown at your seat.</source>
            <translation>Името, което се показва на вашето място.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Game</source>
            <translation>Игра</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Which stud game is dealt.</source>
            <translation>Кой вид стъд се раздава.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Opponents</source>
            <translation>Противници</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>How many bots sit at the table with you.</source>
            <translation>Колко бота седят на масата с вас.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Opponent bots</source>
            <translation>Ботове противници</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>The bot for each opponent seat, in seat order; seats without an entry use the default bot.</source>
            <translation>Ботът за всяко място на противник, по ред на местата; местата без избор получават бота по подразбиране.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Default bot</source>
            <translation>Бот по подразбиране</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>The bot used for every opponent seat that has no bot of its own; a mix seats a different style at each seat.</source>
            <translation>Ботът за всяко място на противник без собствен бот; смесът слага различен стил на всяко място.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Starting stack</source>
            <translation>Начален стек</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Chips every player has when they sit down, and what a re-buy brings.</source>
            <translation>Чиповете на всеки играч, когато седне на масата, и сумата на ребая.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Re-buy without asking</source>
            <translation>Ребай без питане</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>At the practice table, when you lose your last chip you buy back in for the starting stack at once. Off: you are asked whether to re-buy, sit out or leave.</source>
            <translation>На тренировъчната маса, щом загубите последния си чип, веднага правите ребай за началния стек. Изкл.: ще бъдете питани — ребай, пропускане или напускане.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Ante</source>
            <translation>Анте</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Chips every player posts before the cards are dealt (may be 0).</source>
            <translation>Чиповете, които всеки играч пуска преди раздаването на картите (може да е 0).</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Bring-in</source>
            <translation>Бринг-ин</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>The forced opening bet of the player with the lowest up card on the first round; at most the small bet.</source>
            <translation>Задължителният откриващ залог на играча с най-ниската открита карта в първия рунд; най-много малкия залог.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Small bet</source>
            <translation>Малък залог</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Bet and raise size on the early streets.</source>
            <translation>Размер на залога и вдигането на ранните улици.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Big bet</source>
            <translation>Голям залог</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Bet and raise size on the later streets; normally twice the small bet.</source>
            <translation>Размер на залога и вдигането на късните улици; обикновено двойно по-голям от малкия залог.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Open pair allows a big bet</source>
            <translation>Открит чифт позволява голям залог</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Seven Card Stud and Five Card Stud: when an up pair shows on 4th street (3rd street in Five Card Stud), players may bet or raise the big bet in that round. Stud Hi/Lo and Razz never have this option.</source>
            <translation>Седемкартов и петкартов стъд: ако на 4-та улица (в петкартовия — на 3-та) има открит чифт, в този рунд може да се залага и вдига с големия залог. В стъд хай-лоу и раз това правило няма.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Raises per round</source>
            <translation>Вдигания на рунд</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>How many raises are allowed after the first bet or completion in a betting round. The bring-in does not count.</source>
            <translation>Колко вдигания са разрешени след първия залог или допълване в рунда. Бринг-инът не се брои.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>No raise cap heads-up</source>
            <translation>Без лимит на вдиганията един срещу един</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>When only two players remain in the hand, they may raise without limit.</source>
            <translation>Когато в раздаването останат двама играчи, те могат да вдигат без ограничение.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Bet after a community card</source>
            <translation>Залагане след обща карта</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>If the deck runs short and the last card is dealt face up in the middle for everyone, there is still a normal betting round. Off: the hand goes straight to the showdown.</source>
            <translation>Ако тестето не стигне и последната карта се открие в средата за всички, има нормален рунд на залагане. Изключено: раздаването минава направо към показването.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Odd chips</source>
            <translation>Нечетни чипове</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>When a tied pot cannot be split evenly, the leftover chips go either to the tied players in order from the dealer's left (position), or by suit: to the highest card by suit in a high hand, the lowest card by suit in a low hand.</source>
            <translation>Ако потът при равенство не се дели поравно, остатъчните чипове отиват при играчите по ред отляво на дилъра (по позиция) или по боя: при най-високата карта по боя във висока ръка и при най-ниската карта по боя в ниска ръка.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Show losing hands</source>
            <translation>Показване на губещите ръце</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>At the showdown, players who cannot win still turn their cards up instead of mucking them.</source>
            <translation>При показването играчите, които не могат да спечелят, пак обръщат картите си, вместо да ги хвърлят.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Short all-ins</source>
            <translation>Непълни ол-ини</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Half-bet rule: an all-in of at least half a bet counts as a full bet or raise, and a smaller one may be completed to a full bet by a player yet to act. Full-bet rule: only a full bet or raise counts.</source>
            <translation>Правило на половин залог: ол-ин от поне половин залог се брои за пълен залог или вдигане, а по-малък може да бъде допълнен до пълен залог от играч, който още не е действал. Правило на пълния залог: брои се само пълен залог или вдигане.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Animation speed</source>
            <translation>Скорост на анимацията</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>How fast cards and chips move: 1 is normal, 2 twice as fast, 0 turns animation off.</source>
            <translation>Колко бързо се движат картите и чиповете: 1 е нормално, 2 — двойно по-бързо, 0 изключва анимацията.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Bot thinking time</source>
            <translation>Време за мислене на бота</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>How long a bot pauses before it acts, so you can follow the play.</source>
            <translation>Колко дълго ботът изчаква преди хода си, за да можете да следите играта.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Time limit for your own bots</source>
            <translation>Времеви лимит за вашите ботове</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>A bot of your own (package.module:ClassName) runs apart from StudDesk and has this long for each decision; a bot that takes longer checks or folds instead.</source>
            <translation>Ваш собствен бот (пакет.модул:ИмеНаКлас) работи отделно от StudDesk и има толкова време за всяко решение; ако мисли по-дълго, вместо него се прави чек или фолд.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Four-colour deck</source>
            <translation>Четирицветно тесте</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Draw diamonds blue and clubs green so the four suits are easy to tell apart.</source>
            <translation>Карите са сини, а спатиите зелени, за да се различават лесно четирите бои.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Felt colour</source>
            <translation>Цвят на сукното</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>The colour of the table cloth.</source>
            <translation>Цветът на сукното на масата.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Sound</source>
            <translation>Звук</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Play sound effects: cards dealt, checks, chips, folds, your turn and a win.</source>
            <translation>Звукови ефекти: раздаване на карти, чек, чипове, фолд, вашият ред и печалба.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Sound volume</source>
            <translation>Сила на звука</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>How loud the sound effects are, as a share of the system volume.</source>
            <translation>Колко силни са звуковите ефекти, като дял от системната сила на звука.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Live odds</source>
            <translation>Шансове в реално време</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>A panel beside the table with your equity against the players still in (every card you have seen counted dead), the pot odds of a call and your live outs.</source>
            <translation>Панел до масата: вашето еквити срещу останалите играчи (всяка видяна карта се брои за мъртва), шансовете на пота при кол и живите ви аутове.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Opponent boards</source>
            <translation>Картите на противниците</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Point at or click a seat to see what that player's up cards can still make, given the cards already seen.</source>
            <translation>Посочете или щракнете място, за да видите какво още могат да направят откритите карти на този играч предвид вече видените карти.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Review after the hand</source>
            <translation>Анализ след раздаването</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>After each hand, the decisions where you did not do what the advisor (the Hard bot) would have, with your equity and the pot odds at that moment; kept with the hand.</source>
            <translation>След всяко раздаване — решенията, в които не сте постъпили като съветника (ботът „Труден“), с вашето еквити и шансовете на пота в онзи момент; пази се заедно с раздаването.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Advisor's hint</source>
            <translation>Подсказка от съветника</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>On your turn, what the Hard bot would do in your place, and why.</source>
            <translation>На вашия ред: какво би направил ботът „Труден“ на ваше място и защо.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Rule helpers</source>
            <translation>Помощ за правилата</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Why this seat brings in, who acts first and why, when the big bet is allowed on an open pair, and who can still make a low.</source>
            <translation>Защо това място пуска бринг-ин, кой действа пръв и защо, кога при открит чифт е позволен голям залог и кой още може да направи лоу.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Dead-card tracker</source>
            <translation>Следене на мъртвите карти</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Every card seen this hand, by suit, with the folded ones marked. Off by default: remembering them is a skill worth training (see the memory drill).</source>
            <translation>Всички карти, видени в това раздаване, по бои, с отбелязани хвърлените. Изключено по подразбиране: запомнянето им е умение, което си струва да се тренира (вижте тренировката на паметта).</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Folded cards stay dimmed</source>
            <translation>Хвърлените карти остават затъмнени</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>A folded player's up cards stay at the seat, dimmed, instead of going to the muck.</source>
            <translation>Откритите карти на отказалия се играч остават на мястото му, затъмнени, вместо да отидат в купчината.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Up-card memory drill</source>
            <translation>Тренировка на паметта за открити карти</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Questions about the folded up cards (with the cards hidden): after every hand in which up cards were folded, or now and then on your turn.</source>
            <translation>Въпроси за хвърлените открити карти (с картите скрити): след всяко раздаване, в което са хвърлени открити карти, или от време на време на вашия ред.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Practice aids in sit-and-go tournaments</source>
            <translation>Помощници в турнирите сит енд гоу</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Off: a sit-and-go is played without any aid, as in a real tournament. The calculator and the trainer stay in the Tools menu.</source>
            <translation>Изключено: сит енд гоу се играе без помощници, като истински турнир. Калкулаторът и тренажорът остават в менюто „Инструменти“.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Language</source>
            <translation>Език</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>The language of the program; the system's language unless you choose one.</source>
            <translation>Езикът на програмата; ако не изберете, се използва езикът на системата.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Window position</source>
            <translation>Позиция на прозореца</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Where the main window was last placed (saved automatically).</source>
            <translation>Къде последно е бил главният прозорец (запазва се автоматично).</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Window colours</source>
            <translation>Цветове на прозорците</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Light or dark menus, dialogs and panels; 'Like the system' follows your desktop's choice, also when it changes.</source>
            <translation>Светли или тъмни менюта, диалози и панели; „Като системата“ следва избора на работния плот, също и когато се промени.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Card faces</source>
            <translation>Вид на картите</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Large index: the rank and suit fill the card's corner and the middle, easier to read on a small screen.</source>
            <translation>Голям индекс: стойността и боята запълват ъгъла и средата на картата — по-лесно за четене на малък екран.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Text size</source>
            <translation>Размер на текста</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>How big the text round the table is (the action panel, the dealer's log, the standings, the menus), on top of the growth with the window.</source>
            <translation>Колко голям е текстът около масата (панелът с действия, дневникът на дилъра, класирането, менютата), освен нарастването с прозореца.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Keyboard shortcuts</source>
            <translation>Клавишни комбинации</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Keys you chose instead of the usual ones; an empty key turns a shortcut off.</source>
            <translation>Клавиши, избрани от вас вместо обичайните; празно поле изключва комбинацията.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Panel layout</source>
            <translation>Подредба на панелите</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Where the dealer's log and the standings were docked (saved automatically).</source>
            <translation>Къде са били закачени дневникът на дилъра и класирането (запазва се автоматично).</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Last tabs</source>
            <translation>Последни раздели</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>The tab each dialog was last left on (saved automatically).</source>
            <translation>Разделът, на който всеки диалог е бил оставен последно (запазва се автоматично).</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Other windows' positions</source>
            <translation>Позиции на другите прозорци</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Where the hand history and other windows were last placed (saved automatically).</source>
            <translation>Къде последно са били историята на раздаванията и другите прозорци (запазва се автоматично).</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Show the welcome at start</source>
            <translation>Приветствие при стартиране</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>A short welcome when StudDesk starts: the game, the keys, where the rules and settings are.</source>
            <translation>Кратко приветствие при стартиране на StudDesk: играта, клавишите, къде са правилата и настройките.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Explain the bring-in and open-pair choices</source>
            <translation>Обяснение при бринг-ин и открит чифт</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>A one-line explanation beside the bring-in and open-pair choices, the first few times each comes up.</source>
            <translation>Обяснение на един ред до избора при бринг-ин и открит чифт — първите няколко пъти.</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Bring-in explained</source>
            <translation>Обяснения на бринг-ина</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>How often the bring-in choice was explained (counted automatically).</source>
            <translation>Колко пъти е обяснен изборът при бринг-ин (брои се автоматично).</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Open pair explained</source>
            <translation>Обяснения на открития чифт</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>How often the open-pair choice was explained (counted automatically).</source>
            <translation>Колко пъти е обяснен изборът при открит чифт (брои се автоматично).</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Action timer</source>
            <translation>Таймер за ход</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Seconds you have for each decision, as in a tournament: when they run out you check if you can, otherwise fold. 0 turns the timer off.</source>
            <translation>Секунди за всяко решение, както в турнир: щом времето изтече, играете чек, ако може, иначе фолд. 0 изключва таймера.</translation>
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
            <translation>½ малък залог</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/bring_in_presets.py" />
            <source>¼ small bet</source>
            <translation>¼ малък залог</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/bring_in_presets.py" />
            <source>Twice the ante (the usual Seven Card Stud bring-in).</source>
            <translation>Двойно анте (обичайният бринг-ин в седемкартовия стъд).</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/bring_in_presets.py" />
            <source>Half the small bet (common in Five Card Stud).</source>
            <translation>Половината от малкия залог (често в петкартовия стъд).</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/bring_in_presets.py" />
            <source>A quarter of the small bet (e.g. 5 with 20/40 limits).</source>
            <translation>Една четвърт от малкия залог (напр. 5 при лимити 20/40).</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/bring_in_presets.py" />
            <source>Presets:</source>
            <translation>Шаблони:</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/field_widgets.py" />
            <source>Choose…</source>
            <translation>Избор…</translation>
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
            <translation>Правила на масата</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>Table &amp;&amp; animation</source>
            <translation>Маса и анимация</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>Practice aids</source>
            <translation>Помощници</translation>
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
            <translation>Връщане на всички настройки по подразбиране (още без запис)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>Fixed limit: every bet and raise is the small bet on the early streets and the big bet on the later ones. The lowest up card opens with the bring-in.</source>
            <translation>Фиксиран лимит: всеки залог и вдигане е малкият залог на ранните улици и големият на късните. Най-ниската открита карта открива с бринг-ин.</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>Hover over an option for the full explanation.</source>
            <translation>Задръжте показалеца върху опция за пълното обяснение.</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>3 raises after the bet (standard)</source>
            <translation>3 вдигания след залога (стандарт)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>4 raises after the bet</source>
            <translation>4 вдигания след залога</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>By position, from the dealer's left (standard)</source>
            <translation>По позиция, отляво на дилъра (стандарт)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>By suit: highest card (lowest card in a low)</source>
            <translation>По боя: най-високата карта (най-ниската при лоу)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>Half a bet or more counts as a bet (standard)</source>
            <translation>Половин залог и повече е залог (стандарт)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>Only a full bet counts</source>
            <translation>Брои се само пълен залог</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>As the system ({language})</source>
            <translation>Като системата ({language})</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>Off</source>
            <translation>Изкл.</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>Two colours (red and black)</source>
            <translation>Два цвята (червено и черно)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>Four colours (blue diamonds, green clubs)</source>
            <translation>Четири цвята (сини кари, зелени спатии)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>Card colours:</source>
            <translation>Цветове на картите:</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>Standard</source>
            <translation>Стандартни</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>Large index (small screens)</source>
            <translation>Голям индекс (малки екрани)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>Like the system</source>
            <translation>Като системата</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>Light</source>
            <translation>Светли</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>Dark</source>
            <translation>Тъмни</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>Play sound effects</source>
            <translation>Звукови ефекти</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>To save, fix on the {tab} tab: {problem} (and {more} more).</source>
            <translation>
                <numerusform>За да запазите, поправете в раздел „{tab}“: {problem} (и още {more} грешка).</numerusform>
                <numerusform>За да запазите, поправете в раздел „{tab}“: {problem} (и още {more} грешки).</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>To save, fix on the {tab} tab: {problem}.</source>
            <translation>За да запазите, поправете в раздел „{tab}“: {problem}.</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/settings_dialog.py" />
            <source>{option} (not used in {game})</source>
            <translation>{option} (не се използва в {game})</translation>
        </message>
    </context>
    <context>
        <name>SettingsFile</name>
        <message>
            <location filename="../studdesk/wording/settings_file.py" />
            <source>Your settings file was damaged.</source>
            <translation>Файлът с настройките беше повреден.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_file.py" />
            <source>Your settings file was damaged (far too large).</source>
            <translation>Файлът с настройките беше повреден (твърде голям е).</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_file.py" />
            <source>Your settings file was written by a newer version of StudDesk (settings format {version}; this version reads up to {supported}).</source>
            <translation>Файлът с настройките е записан от по-нова версия на StudDesk (формат на настройките {version}; тази версия чете формати до {supported}).</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_file.py" />
            <source>It was moved to {name} (in {folder}) and defaults are used.</source>
            <translation>Преместен е в {name} (в папка {folder}) и се използват настройките по подразбиране.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_file.py" />
            <source>It could not be moved aside ({why}); defaults are used.</source>
            <translation>Не можа да бъде преместен настрана ({why}); използват се настройките по подразбиране.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_file.py" />
            <source>Your settings file {path} could not be read ({why}); defaults are used for now and the file is left as it is.</source>
            <translation>Файлът с настройките {path} не можа да бъде прочетен ({why}); засега се използват настройките по подразбиране, а файлът е оставен както е.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_file.py" />
            <source>Some of your settings could not be used, so defaults were put in their place:</source>
            <translation>Някои от настройките ви не могат да се използват, затова на тяхно място са сложени стойностите по подразбиране:</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_file.py" />
            <source>Your original file was kept as {name}.</source>
            <translation>Оригиналният файл е запазен като {name}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_file.py" />
            <source>The file could not be moved aside ({why}) and was left as it is.</source>
            <translation>Файлът не можа да бъде преместен настрана ({why}) и е оставен както е.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_file.py" />
            <source>Your settings file could not be read ({why}).</source>
            <translation>Файлът с настройките не можа да бъде прочетен ({why}).</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_file.py" />
            <source>Your settings file was changed outside StudDesk.</source>
            <translation>Файлът с настройките е бил променен извън StudDesk.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_file.py" />
            <source>It is gone now, so your settings were simply saved.</source>
            <translation>Вече го няма, затова настройките ви просто бяха запазени.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_file.py" />
            <source>It was kept as {name} (in {folder}) and your new settings were saved.</source>
            <translation>Запазен е като {name} (в папка {folder}), а новите ви настройки са записани.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_file.py" />
            <source>It could not be kept aside ({why}); so that it is not lost, your new settings were not saved.</source>
            <translation>Не можа да бъде запазен настрана ({why}); за да не се загуби, новите ви настройки не са записани.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_file.py" />
            <source>Your settings could not be saved to {path}: {why}.</source>
            <translation>Настройките не можаха да бъдат записани в {path}: {why}.</translation>
        </message>
    </context>
    <context>
        <name>SettingsProblems</name>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Your name must not be empty</source>
            <translation>Името не трябва да е празно</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Your name must be at most {limit} characters</source>
            <translation>Името трябва да е най-много {limit} знака</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>Your name must not contain control characters</source>
            <translation>Името не трябва да съдържа управляващи знаци</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>{title} is missing</source>
            <translation>{title}: липсва стойност</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>{title} must be a whole number</source>
            <translation>{title}: трябва да е цяло число</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>{title} must be on or off</source>
            <translation>{title}: трябва да е „вкл.“ или „изкл.“</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>{title} must be a number</source>
            <translation>{title}: трябва да е число</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>{title} must be text</source>
            <translation>{title}: трябва да е текст</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>{title} must be a list</source>
            <translation>{title}: трябва да е списък</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>{title} must be at least {ge}</source>
            <translation>{title}: най-малко {ge}</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>{title} must be more than {gt}</source>
            <translation>{title}: повече от {gt}</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>{title} must be at most {le}</source>
            <translation>{title}: най-много {le}</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>{title} must be less than {lt}</source>
            <translation>{title}: по-малко от {lt}</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>{title} may hold at most {max_length} entries</source>
            <translation>{title}: най-много {max_length} елемента</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>{title} must be a table of names and values</source>
            <translation>{title}: трябва да е таблица от имена и стойности</translation>
        </message>
        <message>
            <location filename="../studdesk/persistence/settings.py" />
            <source>{title} must not be negative</source>
            <translation>{title}: не може да е отрицателно</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/dialogs.py" />
            <source>{game} seats at most {players} players, so at most {opponents} opponents</source>
            <translation>{game}: места най-много {players}, значи противници най-много {opponents}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_problems.py" />
            <source>Settings format must be {expected}; older files are upgraded when loaded</source>
            <translation>Форматът на настройките трябва да е {expected}; по-старите файлове се обновяват при зареждане</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_problems.py" />
            <source>Default bot must be chosen</source>
            <translation>Бот по подразбиране: трябва да се избере бот</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_problems.py" />
            <source>Default bot must be a bot name such as calling-station</source>
            <translation>Бот по подразбиране: трябва да е име на бот, например calling-station</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_problems.py" />
            <source>Bot for opponent {number} must be chosen</source>
            <translation>Бот на противник {number}: трябва да се избере бот</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_problems.py" />
            <source>Bot for opponent {number} must be a bot name such as calling-station</source>
            <translation>Бот на противник {number}: трябва да е име на бот, например calling-station</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_problems.py" />
            <source>Action timer must be 0 (off) or at least {least} seconds: less is no time to read the table</source>
            <translation>Таймер за ход: 0 (изкл.) или поне {least} с — по-малко не стига, за да огледате масата</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_problems.py" />
            <source>Felt colour must look like #1d6b3c (a # and six hex digits)</source>
            <translation>Цветът на сукното се записва като #1d6b3c (знак # и шест шестнадесетични цифри)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_problems.py" />
            <source>{title} is not a window place StudDesk saved</source>
            <translation>{title}: това не е позиция на прозорец, запазена от StudDesk</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_problems.py" />
            <source>Keyboard shortcut for '{command}' is not a key</source>
            <translation>За „{command}“ не е посочен клавиш</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_problems.py" />
            <source>Last tabs must be tab numbers from 0 to {top}</source>
            <translation>Последни раздели: трябват номера на раздели от 0 до {top}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_problems.py" />
            <source>{title} has too many entries</source>
            <translation>{title}: твърде много записи</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_problems.py" />
            <source>{title} has an entry with no valid name</source>
            <translation>{title}: един от записите няма валидно име</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/settings_problems.py" />
            <source>Starting stack must cover at least the ante ({chips} chip(s))</source>
            <translation>
                <numerusform>Началният стек трябва да покрива поне анте ({chips} чип)</numerusform>
                <numerusform>Началният стек трябва да покрива поне анте ({chips} чипа)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_problems.py" />
            <source>'{name}' is not a StudDesk setting</source>
            <translation>„{name}“ не е настройка на StudDesk</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_problems.py" />
            <source>{title} must be one of: {choices}</source>
            <translation>{title}: трябва да е една от стойностите {choices}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_problems.py" />
            <source>{title} has a value that cannot be used</source>
            <translation>{title}: стойността не може да се използва</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_problems.py" />
            <source>stakes {key} is not a stake StudDesk knows</source>
            <translation>stakes {key}: StudDesk не познава такъв залог</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_problems.py" />
            <source>stakes {value} is not a table of ante, bring-in, small and big bet</source>
            <translation>stakes {value}: това не е таблица с анте, бринг-ин, малък и голям залог</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_problems.py" />
            <source>players {value} is not a number of players</source>
            <translation>players {value}: това не е брой играчи</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_problems.py" />
            <source>animations {value} is not on (true) or off (false)</source>
            <translation>animations {value}: трябва да е „вкл.“ (true) или „изкл.“ (false)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/settings_problems.py" />
            <source>{key} is not a setting of the older format</source>
            <translation>{key}: такава настройка в стария формат няма</translation>
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
            <translation>Чек или кол</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>Bring-in</source>
            <translation>Бринг-ин</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>Bet, raise or complete (the smaller amount)</source>
            <translation>Бет, рейз или допълване (по-малката сума)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>The bigger bet or raise (open pair)</source>
            <translation>По-големият залог или рейз (открит чифт)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>The biggest bet or raise</source>
            <translation>Най-големият залог или рейз</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>Skip the running animation (Esc does too)</source>
            <translation>Пропускане на текущата анимация (и с Esc)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>Pause after the current action</source>
            <translation>Пауза след текущия ход</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>New practice game</source>
            <translation>Нова тренировъчна игра</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>New sit-and-go</source>
            <translation>Нов сит енд гоу</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>Hand history</source>
            <translation>История на раздаванията</translation>
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
            <translation>Показване или скриване на дневника на дилъра</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>Show or hide the practice aids</source>
            <translation>Показване или скриване на помощниците</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>Stud equity calculator</source>
            <translation>Калкулатор на еквити за стъд</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>Bigger text</source>
            <translation>По-голям текст</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>Smaller text</source>
            <translation>По-малък текст</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>Rules of the game being played</source>
            <translation>Правилата на текущата игра</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>Quit</source>
            <translation>Изход</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>Hand history: find a player (the name filter)</source>
            <translation>История на раздаванията: търсене на играч (филтър по име)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>Hand history: list again</source>
            <translation>История на раздаванията: обновяване на списъка</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>Hand history: close the window</source>
            <translation>История на раздаванията: затваряне на прозореца</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>{key} always skips the animation; choose another key for “{what}”</source>
            <translation>{key} винаги пропуска анимацията; изберете друг клавиш за „{what}“</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>{key} is given to both “{first}” and “{second}”</source>
            <translation>{key} е даден и на „{first}“, и на „{second}“</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>In the hand history:</source>
            <translation>В историята на раздаванията:</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>Keyboard shortcuts</source>
            <translation>Клавишни комбинации</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>Esc or a click on the table also skips the animation. Tab moves between the table, the action buttons and the dealer's log; Enter presses the button in focus. Change any key in Settings ▸ Keyboard. A click or key within a moment of the buttons changing is ignored, so a button never does what you did not mean.</source>
            <translation>Esc или щракване по масата също пропускат анимацията. Tab се движи между масата, бутоните за действие и дневника на дилъра; Enter натиска бутона на фокус. Всеки клавиш може да се смени в „Настройки ▸ Клавиатура“. Щракване или клавиш в първия миг след смяната на бутоните се пренебрегва, за да не направи бутон нещо, което не сте искали.</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/shortcuts.py" />
            <source>On the table, the arrow keys go from thing to thing for a screen reader: Up and Down from the pot to each seat, Left and Right along a seat's cards; Tab goes on to the action buttons.</source>
            <translation>На масата стрелките минават от нещо на нещо за екранния четец: нагоре и надолу — от пота към всяко място, наляво и надясно — по картите на мястото; Tab минава към бутоните за действие.</translation>
        </message>
    </context>
    <context>
        <name>SngDialog</name>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Turbo: {n} hands a level</source>
            <translation>Турбо: {n} раздавания на ниво</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Regular: {n} hands a level</source>
            <translation>Обикновен: {n} раздавания на ниво</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Deep: {n} hands a level</source>
            <translation>Дълбок: {n} раздавания на ниво</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Every N hands</source>
            <translation>На всеки N раздавания</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Every N minutes</source>
            <translation>На всеки N минути</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Easy</source>
            <translation>Лесно</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Medium</source>
            <translation>Средно</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Hard</source>
            <translation>Трудно</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>New sit-and-go</source>
            <translation>Нов сит енд гоу</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Mixed: a new game each level</source>
            <translation>Смесена: нова игра на всяко ниво</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>In turn: {games}</source>
            <translation>Поред: {games}</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>A random mix of styles</source>
            <translation>Случайна смес от стилове</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Chosen one by one</source>
            <translation>Избрани един по един</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>How well the bots of the random mix play</source>
            <translation>Колко добре играят ботовете от случайната смес</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Each entrant's share of the prize pool (points, not money)</source>
            <translation>Дялът на всеки участник в наградния фонд (точки, не пари)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Start</source>
            <translation>Начало</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Game and players</source>
            <translation>Игра и играчи</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Game:</source>
            <translation>Игра:</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Your name:</source>
            <translation>Вашето име:</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Entrants:</source>
            <translation>Участници:</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Opponents:</source>
            <translation>Противници:</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Chips and levels</source>
            <translation>Чипове и нива</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Starting chips:</source>
            <translation>Начални чипове:</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Buy-in:</source>
            <translation>Бай-ин:</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Levels rise:</source>
            <translation>Вдигане на нивата:</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Payouts (must add up to 100 %)</source>
            <translation>Изплащания (общо 100 %)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Level ladder</source>
            <translation>Стълба на нивата</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Ante, bring-in, small bet and big bet of each level: the bring-in at least 1 and at most the small bet, the big bet larger than the small bet. A level may stay as it was or rise, never go down; past the last level the stakes stay there (a rotation still changes the game).</source>
            <translation>Анте, бринг-ин, малък и голям залог на всяко ниво: бринг-инът е поне 1 и най-много малкият залог, големият залог е по-голям от малкия. Нивото може да остане същото или да се вдигне, но не и да падне; след последното ниво залозите остават същите (ротацията пак сменя играта).</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>Fix the level ladder first</source>
            <translation>Първо поправете стълбата на нивата</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>player(s)</source>
            <translation>
                <numerusform>играч</numerusform>
                <numerusform>играчи</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>chip(s)</source>
            <translation>
                <numerusform>чип</numerusform>
                <numerusform>чипа</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>{low} to {high} players for this game</source>
            <translation>От {low} до {high} играчи в тази игра</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>minute(s)</source>
            <translation>
                <numerusform>минута</numerusform>
                <numerusform>минути</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>hand(s)</source>
            <translation>
                <numerusform>раздаване</numerusform>
                <numerusform>раздавания</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/ui/dialogs/sng_dialog.py" />
            <source>To start, fix: {problem}</source>
            <translation>За да започнете, поправете: {problem}</translation>
        </message>
    </context>
    <context>
        <name>Speech</name>
        <message>
            <location filename="../studdesk/wording/speech.py" />
            <source>clubs</source>
            <translation>спатия</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/speech.py" />
            <source>diamonds</source>
            <translation>каро</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/speech.py" />
            <source>hearts</source>
            <translation>купа</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/speech.py" />
            <source>spades</source>
            <translation>пика</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/speech.py" />
            <source>{rank} of {suit}</source>
            <translation>{rank} {suit}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/speech.py" />
            <source>Waiting for the next hand.</source>
            <translation>Изчакване на следващото раздаване.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/speech.py" />
            <source>{street}.</source>
            <translation>{street}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/speech.py" />
            <source>Your cards: {cards}.</source>
            <translation>Вашите карти: {cards}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/speech.py" />
            <source>Key {key}</source>
            <translation>Клавиш {key}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/speech.py" />
            <source>Pot {chips}.</source>
            <translation>Пот {chips}.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/speech.py" />
            <source>Your seat</source>
            <translation>Вашето място</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/speech.py" />
            <source>{chips} chip(s)</source>
            <translation>
                <numerusform>{chips} чип</numerusform>
                <numerusform>{chips} чипа</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/speech.py" />
            <source>folded</source>
            <translation>отказал се</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/speech.py" />
            <source>to act</source>
            <translation>е на ход</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/speech.py" />
            <source>face down</source>
            <translation>с гърба нагоре</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/speech.py" />
            <source>{card} (down)</source>
            <translation>{card} (затворена)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/speech.py" />
            <source>Your card {number} of {count}</source>
            <translation>Вашата карта {number} от {count}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/speech.py" />
            <source>{owner}: card {number} of {count}</source>
            <translation>{owner}: карта {number} от {count}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/speech.py" />
            <source>Left and Right arrows: the cards; Up and Down: the other seats</source>
            <translation>Стрелки наляво и надясно: картите; нагоре и надолу: другите места</translation>
        </message>
    </context>
    <context>
        <name>Statistics</name>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Hands</source>
            <translation>Раздавания</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Hands dealt in (for everyone: player-hands)</source>
            <translation>Раздавания с ваше участие (за всички: раздавания на всеки играч)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Big bets won / 100 hands</source>
            <translation>Спечелени големи залози / 100 раздавания</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Net result in big bets per 100 hands</source>
            <translation>Нетен резултат в големи залози на 100 раздавания</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>with showdown</source>
            <translation>с показване</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Big bets per 100 hands from hands taken to the showdown</source>
            <translation>Големи залози на 100 раздавания от раздаванията, стигнали до показване</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>without showdown</source>
            <translation>без показване</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Big bets per 100 hands from hands that ended earlier</source>
            <translation>Големи залози на 100 раздавания от раздаванията, завършили по-рано</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Chips won</source>
            <translation>Спечелени чипове</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Net chips won or lost</source>
            <translation>Нетна печалба или загуба в чипове</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Chips won / 100 hands</source>
            <translation>Спечелени чипове / 100 раздавания</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Net chips per 100 hands</source>
            <translation>Нетен резултат в чипове на 100 раздавания</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>3rd street: came in</source>
            <translation>3-та улица: влизане в игра</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Called, completed or raised on the first street by choice</source>
            <translation>Кол, допълване или рейз на първата улица по собствен избор</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>3rd street: completed or raised</source>
            <translation>3-та улица: допълване или рейз</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>4th street: bet again</source>
            <translation>4-та улица: отново залог</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Bet or raised on 4th street after making the last completion or raise on 3rd</source>
            <translation>Залог или рейз на 4-та улица след последното допълване или рейз на 3-та</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>5th street: folded</source>
            <translation>5-та улица: фолд</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Folded on 5th street, of the times dealt it</source>
            <translation>Фолд на 5-та улица, от всички пъти, когато е раздадена</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Went to showdown</source>
            <translation>Стигнал до показване</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Of the hands that saw 4th street</source>
            <translation>От раздаванията, стигнали до 4-та улица</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Won at showdown</source>
            <translation>Спечелил при показване</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Won chips, of the showdowns</source>
            <translation>Спечелил чипове, от всички показвания</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Hi/Lo: scoops</source>
            <translation>Хай-лоу: скупове</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Took the whole pot at a Hi/Lo showdown</source>
            <translation>Взел целия пот при показване в хай-лоу</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Hi/Lo: high halves</source>
            <translation>Хай-лоу: високи половини</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Took the high half only</source>
            <translation>Взел само високата половина</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Hi/Lo: low halves</source>
            <translation>Хай-лоу: ниски половини</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Took the low half only</source>
            <translation>Взел само ниската половина</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Best 5 %</source>
            <translation>Най-добрите 5 %</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Next 5 %</source>
            <translation>Следващите 5 %</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Next 10 %</source>
            <translation>Следващите 10 %</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Other 70 %</source>
            <translation>Останалите 70 %</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Figure</source>
            <translation>Показател</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>You</source>
            <comment>the player's own figures</comment>
            <translation>Вие</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Everyone</source>
            <translation>Всички</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Opponent</source>
            <translation>Противник</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Winnings over the hands</source>
            <translation>Печалба по раздавания</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Big bets won</source>
            <translation>Спечелени големи залози</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Results by starting hand (3rd street)</source>
            <translation>Резултати по начална ръка (3-та улица)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Sit-and-go finishes</source>
            <translation>Места в сит енд гоу</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Tournaments</source>
            <translation>Турнири</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Winnings</source>
            <translation>Печалба</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Starting hands</source>
            <translation>Начални ръце</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Save chart as PNG…</source>
            <translation>Запази графиката като PNG…</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Total</source>
            <translation>Общо</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>With showdown</source>
            <translation>С показване</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Without showdown</source>
            <translation>Без показване</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/history/stats_view.py" />
            <source>Save chart</source>
            <translation>Запазване на графиката</translation>
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
                <numerusform>спатия</numerusform>
                <numerusform>спатии</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/odds.py" />
            <source>diamond(s)</source>
            <translation>
                <numerusform>каро</numerusform>
                <numerusform>кара</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/odds.py" />
            <source>heart(s)</source>
            <translation>
                <numerusform>купа</numerusform>
                <numerusform>купи</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/odds.py" />
            <source>spade(s)</source>
            <translation>
                <numerusform>пика</numerusform>
                <numerusform>пики</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>clubs</source>
            <translation>спатии</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>diamonds</source>
            <translation>кара</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/odds.py" />
            <source>hearts</source>
            <translation>купи</translation>
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
            <translation>неочаквана грешка (подробностите са в дневника)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/system.py" />
            <source>the disk is full</source>
            <translation>дискът е пълен</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/system.py" />
            <source>your disk quota is used up</source>
            <translation>дисковата ви квота е изчерпана</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/system.py" />
            <source>StudDesk has no permission to use it</source>
            <translation>StudDesk няма права за достъп до него</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/system.py" />
            <source>the disk is read-only</source>
            <translation>дискът е само за четене</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/system.py" />
            <source>it does not exist (or its folder does not)</source>
            <translation>файлът или папката му не съществуват</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/system.py" />
            <source>it is a folder, not a file</source>
            <translation>това е папка, а не файл</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/system.py" />
            <source>a part of its path is a file, not a folder</source>
            <translation>част от пътя до него е файл, а не папка</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/system.py" />
            <source>the disk reported a read or write error</source>
            <translation>дискът съобщи за грешка при четене или запис</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/system.py" />
            <source>the file is too large</source>
            <translation>файлът е твърде голям</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/system.py" />
            <source>its name is too long</source>
            <translation>името е твърде дълго</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/system.py" />
            <source>a file of that name is in the way</source>
            <translation>пречи файл със същото име</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/system.py" />
            <source>it is not a regular file</source>
            <translation>това не е обикновен файл</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/system.py" />
            <source>it is too large to be one StudDesk wrote</source>
            <translation>твърде голям е, за да е записан от StudDesk</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/system.py" />
            <source>another program is using it</source>
            <translation>друга програма го използва</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/system.py" />
            <source>it cannot be opened</source>
            <translation>не може да бъде отворен</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/system.py" />
            <source>its contents are garbled</source>
            <translation>съдържанието му е повредено</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/system.py" />
            <source>it is not a database</source>
            <translation>това не е база данни</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/system.py" />
            <source>the system refused ({code})</source>
            <translation>системата отказа ({code})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/system.py" />
            <source>the system refused</source>
            <translation>системата отказа</translation>
        </message>
    </context>
    <context>
        <name>Table</name>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>Hand #{number} · {game}</source>
            <translation>Раздаване №{number} · {game}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>2nd street</source>
            <translation>2-ра улица</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>3rd street</source>
            <translation>3-та улица</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>4th street</source>
            <translation>4-та улица</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>5th street</source>
            <translation>5-а улица</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>6th street</source>
            <translation>6-а улица</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>7th street</source>
            <translation>7-а улица</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>{street} · big bet {chips}</source>
            <translation>{street} · голям залог {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>{street} · small bet {chips}</source>
            <translation>{street} · малък залог {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>{street} · open pair: bet {small} or {big}</source>
            <translation>{street} · открит чифт: залог {small} или {big}</translation>
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
            <translation>Показва</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>Mucks</source>
            <translation>Хвърля</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>Wins {chips}</source>
            <translation>Печели {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>Wins {chips} high</source>
            <translation>Печели {chips} (хай)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>Wins {chips} low</source>
            <translation>Печели {chips} (лоу)</translation>
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
            <translation>Обира целия пот {total} ({shares})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>Wins {total} ({shares})</source>
            <translation>Печели {total} ({shares})</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>Main pot {chips}</source>
            <translation>Основен пот {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>Side pot {chips}</source>
            <translation>Страничен пот {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>Side pot {number}: {chips}</source>
            <translation>Страничен пот {number}: {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>Pot {chips}</source>
            <translation>Пот {chips}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>Your turn</source>
            <translation>Ваш ред</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>The choices just changed: look, then click again.</source>
            <translation>Изборът току-що се промени: вижте и натиснете отново.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>New lines below ↓</source>
            <translation>Нови редове отдолу ↓</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>Paused</source>
            <translation>Пауза</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>Press P to go on</source>
            <translation>Натиснете P, за да продължите</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>Paused — press P to go on</source>
            <translation>Пауза — натиснете P, за да продължите</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>You folded</source>
            <translation>Вие се отказахте</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>You are sitting out</source>
            <translation>Вие сте извън играта</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>You watch the bots play</source>
            <translation>Вие гледате как играят ботовете</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>Empty seat</source>
            <translation>Свободно място</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>thinking…</source>
            <translation>мисли…</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>all-in</source>
            <translation>ол-ин</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>Bring-in</source>
            <translation>Бринг-ин</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/table.py" />
            <source>DEALER</source>
            <translation>ДИЛЪР</translation>
        </message>
    </context>
    <context>
        <name>Tournament</name>
        <message>
            <location filename="../studdesk/wording/tournament.py" />
            <source>{title} · {left} of {entrants} left · hand {hand}</source>
            <translation>{title} · остават {left} от {entrants} · раздаване {hand}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/tournament.py" />
            <source>Level {level} · {game}
{stakes}</source>
            <translation>Ниво {level} · {game}
{stakes}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/tournament.py" />
            <source>Top of the ladder: the stakes stay here.</source>
            <translation>Последно ниво: залозите остават такива.</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/tournament.py" />
            <source>in {hands} hand(s)</source>
            <translation>
                <numerusform>след {hands} раздаване</numerusform>
                <numerusform>след {hands} раздавания</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/tournament.py" />
            <source>in {clock}</source>
            <translation>след {clock}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/tournament.py" />
            <source>with the next hand</source>
            <translation>от следващото раздаване</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/tournament.py" />
            <source>Next: level {level} {when}
{stakes}</source>
            <translation>Следва: ниво {level} {when}
{stakes}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/tournament.py" />
            <source>Next: level {level} {when}
{game} · {stakes}</source>
            <translation>Следва: ниво {level} {when}
{game} · {stakes}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/tournament.py" />
            <source>out</source>
            <translation>отпаднал</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/tournament.py" />
            <source>{equity} of the {pool} prize pool</source>
            <translation>{equity} от наградния фонд {pool}</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/tournament.py" />
            <source>Mixed sit-and-go, {n} player(s)</source>
            <translation>
                <numerusform>Сит енд гоу микс, {n} играч</numerusform>
                <numerusform>Сит енд гоу микс, {n} играчи</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/tournament.py" />
            <source>{game} sit-and-go, {n} player(s)</source>
            <translation>
                <numerusform>Сит енд гоу {game}, {n} играч</numerusform>
                <numerusform>Сит енд гоу {game}, {n} играчи</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>TournamentPanel</name>
        <message>
            <location filename="../studdesk/ui/tournament_panel.py" />
            <source>Player</source>
            <translation>Играч</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/tournament_panel.py" />
            <source>Chips</source>
            <translation>Чипове</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/tournament_panel.py" />
            <source>Place (for those out)</source>
            <translation>Място (за отпадналите)</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/tournament_panel.py" />
            <source>Chips at the start of this hand</source>
            <translation>Чипове в началото на това раздаване</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/tournament_panel.py" />
            <source>Share of all the chips in play</source>
            <translation>Дял от всички чипове в игра</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/tournament_panel.py" />
            <source>ICM prize equity: the share of the prize pool the chips are worth (prize won, for those out)</source>
            <translation>Наградно еквити по ICM: делът от наградния фонд, който струват чиповете (за отпадналите — спечелената награда)</translation>
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
            <translation>кол</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>complete</source>
            <translation>допълване</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>raise</source>
            <translation>рейз</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>Right: {reason}</source>
            <translation>Вярно: {reason}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>The advisor would {pick}: {reason}</source>
            <translation>Съветникът би избрал „{pick}“: {reason}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>Hand: {tier} (strength {score} of 1)</source>
            <translation>Ръка: {tier} (сила {score} от 1)</translation>
        </message>
        <message numerus="yes">
            <location filename="../studdesk/wording/drills.py" />
            <source>Played to the showdown against the {n} player(s) still in: {share} of the pot</source>
            <translation>
                <numerusform>Изиграно до показване срещу {n} останал играч: {share} от пота</numerusform>
                <numerusform>Изиграно до показване срещу {n} останали играчи: {share} от пота</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>Score: {correct} of {answered} ({accuracy}), streak {streak}, best {best}</source>
            <translation>Резултат: {correct} от {answered} ({accuracy}), серия {streak}, най-добра {best}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>Third-street trainer</source>
            <translation>Тренажор за трета улица</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>A mixed table</source>
            <translation>Смесена маса</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>Rocks (tight, cautious)</source>
            <translation>Скали (тайт, предпазливи)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>Solid players</source>
            <translation>Солидни играчи</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>Calling stations (loose, passive)</source>
            <translation>Кол станции (луз, пасивни)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>Maniacs (loose, aggressive)</source>
            <translation>Маниаци (луз, агресивни)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>Fish (ignore the dead cards)</source>
            <translation>Риби (не гледат мъртвите карти)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>Situation {number} · {game}</source>
            <translation>Ситуация {number} · {game}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>Your cards: {cards}</source>
            <translation>Вашите карти: {cards}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>{name} ({card}): yet to act</source>
            <translation>{name} ({card}): още не е действал</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>{name} ({card}): {action}</source>
            <translation>{name} ({card}): {action}</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>Dealing a situation…</source>
            <translation>Раздава се ситуация…</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>Simulating the hand…</source>
            <translation>Симулиране на раздаването…</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/drills.py" />
            <source>The trainer could not go on: {reason}</source>
            <translation>Тренажорът не можа да продължи: {reason}</translation>
        </message>
    </context>
    <context>
        <name>TrainerWindow</name>
        <message>
            <location filename="../studdesk/ui/trainer_window.py" />
            <source>Who sits with you: the bots acting before you and in the simulation</source>
            <translation>Кой седи с вас: ботовете, които играят преди вас и в симулацията</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/trainer_window.py" />
            <source>New table</source>
            <translation>Нова маса</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/trainer_window.py" />
            <source>Deal at a table of this game, size and opponents; the score starts again</source>
            <translation>Раздавай на маса с тази игра, брой играчи и противници; резултатът започва отначало</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/trainer_window.py" />
            <source>Game:</source>
            <translation>Игра:</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/trainer_window.py" />
            <source>Opponents:</source>
            <translation>Противници:</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/trainer_window.py" />
            <source>Next situation</source>
            <translation>Следваща ситуация</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/trainer_window.py" />
            <source>up card</source>
            <translation>открита карта</translation>
        </message>
        <message>
            <location filename="../studdesk/ui/trainer_window.py" />
            <source>down card</source>
            <translation>затворена карта</translation>
        </message>
    </context>
    <context>
        <name>Units</name>
        <message numerus="yes">
            <location filename="../studdesk/ui/dialogs/range_spins.py" />
            <source>chip(s)</source>
            <translation>
                <numerusform>чип</numerusform>
                <numerusform>чипа</numerusform>
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
            <translation>Добре дошли в StudDesk</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/welcome.py" />
            <source>Deal me in</source>
            <translation>Раздавайте</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/welcome.py" />
            <source>Show this welcome when StudDesk starts</source>
            <translation>Показване на това приветствие при стартиране на StudDesk</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/welcome.py" />
            <source>fold your hand</source>
            <translation>отказ от ръката (фолд)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/welcome.py" />
            <source>check or call</source>
            <translation>чек или кол</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/welcome.py" />
            <source>bring in (the forced opening bet)</source>
            <translation>бринг-ин (задължителният откриващ залог)</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/welcome.py" />
            <source>bet, raise or complete</source>
            <translation>залог, вдигане или допълване</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/welcome.py" />
            <source>the big bet, when an open pair allows it</source>
            <translation>големият залог, когато открит чифт го позволява</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/welcome.py" />
            <source>skip the animation</source>
            <translation>пропускане на анимацията</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/welcome.py" />
            <source>pause, and go on</source>
            <translation>пауза и продължаване</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/welcome.py" />
            <source>You play {game} against bots, for practice chips. The table deals on by itself; when it is your turn the buttons under the table show what you may do.</source>
            <translation>Играете {game} срещу ботове, за тренировъчни чипове. Масата раздава сама; когато е ваш ред, бутоните под масата показват какво можете да направите.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/welcome.py" />
            <source>The rules of the game being played are under Help ▸ Rules ({rules}). Game ▸ Settings ({settings}) chooses the game, your opponents and the stakes; Game ▸ New sit-and-go starts a tournament.</source>
            <translation>Правилата на текущата игра са в Помощ ▸ Правила ({rules}). В Игра ▸ Настройки ({settings}) се избират играта, противниците и залозите; Игра ▸ Нов сит енд гоу започва турнир.</translation>
        </message>
        <message>
            <location filename="../studdesk/wording/welcome.py" />
            <source>The keys:</source>
            <translation>Клавиши:</translation>
        </message>
    </context>
</TS>
