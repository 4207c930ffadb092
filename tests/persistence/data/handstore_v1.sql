-- A StudDesk hand store of schema version 1 (four hands, one per variant, hero at seat 0).
-- Made once with handstore_schema.migrate(target=1) and insert_hand; never regenerate it:
-- test_handstore_migrations opens it to check that version 1 upgrades.
PRAGMA application_id = 1400128584;
PRAGMA user_version = 1;
BEGIN TRANSACTION;
CREATE TABLE hand_players (
    hand_id INTEGER NOT NULL REFERENCES hands(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    bot TEXT,
    is_hero INTEGER NOT NULL,
    start_stack INTEGER NOT NULL,
    final_stack INTEGER NOT NULL,
    net INTEGER NOT NULL,
    cards TEXT NOT NULL,
    unknown_mask INTEGER NOT NULL DEFAULT 0,
    won INTEGER NOT NULL,
    entered INTEGER NOT NULL,
    raised_first INTEGER NOT NULL,
    aggressor_first INTEGER NOT NULL,
    saw_second INTEGER NOT NULL,
    bet_second INTEGER NOT NULL,
    saw_third INTEGER NOT NULL,
    folded_third INTEGER NOT NULL,
    showdown INTEGER NOT NULL,
    won_showdown INTEGER NOT NULL,
    high_half INTEGER NOT NULL,
    low_half INTEGER NOT NULL,
    scoop INTEGER NOT NULL,
    PRIMARY KEY (hand_id, position)
) WITHOUT ROWID;
INSERT INTO "hand_players" VALUES(1,0,1,'p1','random',0,200,199,-1,'4s9d7d',0,0,0,0,0,0,0,0,0,0,0,0,0,0);
INSERT INTO "hand_players" VALUES(1,1,2,'p2','random',0,200,199,-1,'4d5s5c',0,0,0,0,0,0,0,0,0,0,0,0,0,0);
INSERT INTO "hand_players" VALUES(1,2,3,'p3','random',0,200,199,-1,'2cTsJs',0,0,0,0,0,0,0,0,0,0,0,0,0,0);
INSERT INTO "hand_players" VALUES(1,3,0,'p0',NULL,1,200,203,3,'QdKh3d',0,4,1,1,1,0,0,0,0,0,0,0,0,0);
INSERT INTO "hand_players" VALUES(2,0,2,'p2','random',0,200,199,-1,'5hQs6h',0,0,0,0,0,0,0,0,0,0,0,0,0,0);
INSERT INTO "hand_players" VALUES(2,1,3,'p3','random',0,200,235,35,'6s3d4c8sKdAsAh',0,66,1,0,0,1,1,1,0,1,1,1,1,1);
INSERT INTO "hand_players" VALUES(2,2,0,'p0',NULL,1,200,197,-3,'5cQc4d',0,0,1,0,0,0,0,0,0,0,0,0,0,0);
INSERT INTO "hand_players" VALUES(2,3,1,'p1','random',0,200,169,-31,'8cJc8hTsQd3c5s',0,0,1,1,1,1,0,1,0,1,0,0,0,0);
INSERT INTO "hand_players" VALUES(3,0,3,'p3','random',0,200,189,-11,'QcAc4d',0,0,1,1,0,0,0,0,0,0,0,0,0,0);
INSERT INTO "hand_players" VALUES(3,1,0,'p0',NULL,1,200,233,33,'Tc6h5sAh',0,54,1,1,1,1,1,0,0,0,0,0,0,0);
INSERT INTO "hand_players" VALUES(3,2,1,'p1','random',0,200,179,-21,'3h7c6d5h',0,0,1,1,0,1,0,0,0,0,0,0,0,0);
INSERT INTO "hand_players" VALUES(3,3,2,'p2','random',0,200,199,-1,'7h9h4h',0,0,0,0,0,0,0,0,0,0,0,0,0,0);
INSERT INTO "hand_players" VALUES(4,0,0,'p0',NULL,1,200,208,8,'7dKhAs',0,14,1,0,0,1,1,0,0,0,0,0,0,0);
INSERT INTO "hand_players" VALUES(4,1,1,'p1','random',0,200,199,-1,'Ks4h',0,0,0,0,0,0,0,0,0,0,0,0,0,0);
INSERT INTO "hand_players" VALUES(4,2,2,'p2','random',0,200,194,-6,'6s3cAc',0,0,1,1,1,1,0,0,0,0,0,0,0,0);
INSERT INTO "hand_players" VALUES(4,3,3,'p3','random',0,200,199,-1,'Qh5d',0,0,0,0,0,0,0,0,0,0,0,0,0,0);
CREATE TABLE hands (
    id INTEGER PRIMARY KEY,
    session_id INTEGER REFERENCES sessions(id),
    fingerprint TEXT NOT NULL UNIQUE,
    source TEXT NOT NULL,
    origin TEXT,
    hand_number INTEGER NOT NULL,
    started_at REAL,
    ended_at REAL NOT NULL,
    variant TEXT NOT NULL,
    ante INTEGER NOT NULL,
    bring_in INTEGER NOT NULL,
    small_bet INTEGER NOT NULL,
    big_bet INTEGER NOT NULL,
    rules TEXT NOT NULL,
    button INTEGER NOT NULL,
    player_count INTEGER NOT NULL,
    hero_seat INTEGER,
    deck TEXT NOT NULL,
    actions TEXT NOT NULL,
    community_unknown INTEGER NOT NULL DEFAULT 0,
    showdown INTEGER NOT NULL,
    pot INTEGER NOT NULL,
    hero_net INTEGER,
    player_names TEXT NOT NULL,
    awards TEXT NOT NULL
);
INSERT INTO "hands" VALUES(1,1,'e4e09294d738b7a8f56ed4e7f1944b7c7694b917','played',NULL,1,NULL,1700000000.0,'stud',1,2,5,10,'{"community_card_betting":true,"odd_chip_rule":"position","open_pair_big_bet":true,"raise_cap":3,"show_losing_hands":false,"uncapped_heads_up":false}',0,4,0,'4s4d2cQd9d5sTsKh7d5cJs3d','0P5 1F 2F 3F',0,0,4,3,'p1
p2
p3
p0','[[0,0,4,"whole",null]]');
INSERT INTO "hands" VALUES(2,1,'346c9ba10381e709b05b1ef7f5472dd95f378c12','played',NULL,2,NULL,1700000001.0,'stud8',1,2,5,10,'{"community_card_betting":true,"odd_chip_rule":"position","open_pair_big_bet":true,"raise_cap":3,"show_losing_hands":false,"uncapped_heads_up":false}',1,4,0,'5h6s5c8cQs3dQcJc6h4c4d8h8sTsKdQdAs3cAh5s','3B2 0C2 1P5 2F 3C5 0F 1K 3T5 1C5 3K 1K 3K 1T10 3C10 3T10 1C10',0,1,66,-3,'p2
p3
p0
p1','[[0,3,33,"high","Pair of aces"],[0,3,33,"low","8-6-4-3-A low"]]');
INSERT INTO "hands" VALUES(3,1,'45bb76e4837c7d9c94237bb749e25e20e0970bbe','played',NULL,3,NULL,1700000002.0,'razz',1,2,5,10,'{"community_card_betting":true,"odd_chip_rule":"position","open_pair_big_bet":true,"raise_cap":3,"show_losing_hands":false,"uncapped_heads_up":false}',2,4,0,'QcTc3h7hAc6h7c9h4d5s6d4hAh5h','1P5 2F 3R10 0C10 1R15 3F 0R20 1C20 0T5 1F',0,0,54,33,'p3
p0
p1
p2','[[0,0,54,"whole",null]]');
INSERT INTO "hands" VALUES(4,1,'7d278b1c2713005b6f46198f301679b5d3aa253b','played',NULL,4,NULL,1700000003.0,'five',1,2,5,10,'{"community_card_betting":true,"odd_chip_rule":"position","open_pair_big_bet":true,"raise_cap":3,"show_losing_hands":false,"uncapped_heads_up":false}',3,4,0,'7dKs6sQhKh4h3c5dAsAc','2P5 3F 0C5 1F 0T5 2F',0,0,14,8,'p0
p1
p2
p3','[[0,0,14,"whole",null]]');
CREATE TABLE sessions (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    label TEXT NOT NULL,
    started_at REAL NOT NULL,
    ended_at REAL,
    state TEXT NOT NULL DEFAULT 'open',
    details TEXT NOT NULL DEFAULT '{}'
);
INSERT INTO "sessions" VALUES(1,'practice','Practice, v1',1700000000.0,NULL,'done','{}');
CREATE INDEX hands_by_time ON hands(ended_at);
CREATE INDEX hands_by_variant ON hands(variant, ended_at);
CREATE INDEX hands_by_session ON hands(session_id, ended_at);
CREATE INDEX hands_by_hero_net ON hands(hero_net);
CREATE INDEX hands_by_pot ON hands(pot);
CREATE INDEX hand_players_by_name ON hand_players(name);
CREATE INDEX hand_players_hero ON hand_players(hand_id) WHERE is_hero;
COMMIT;
