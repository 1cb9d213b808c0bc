<?php
// Protocol v1 adapter for the Board Game Arena implementation of Bao la
// Kiswahili by A. Rühl (geziefer/baolakiswahili, baolakiswahili.game.php).
//
// Usage: php adapter.php CHECKOUT [--no-dialect]
// where CHECKOUT is a checkout of that repository (the directory holding
// baolakiswahili/baolakiswahili.game.php). With --no-dialect the hello
// declares no dialect, so that the runner judges every vector under the
// rules the vector names (the "default rules" run of the comparison). Nothing of the game is stored in
// this project: the adapter loads the game class from the checkout at run
// time, runs it on a stand-in for the parts of the BGA framework it calls
// (Table, its SQL database, its game state machine), and speaks protocol v1
// of the conformance suite on stdin/stdout. See README.md for the mapping.

declare(strict_types=1);
error_reporting(E_ALL & ~E_DEPRECATED);
ini_set('display_errors', 'stderr');

const ADAPTER_VERSION = '1.0';

// ---------------------------------------------------------------------------
// Stand-ins for the BGA framework.

function totranslate($s) { return $s; }
function clienttranslate($s) { return $s; }

class feException extends Exception {}
class BgaUserException extends Exception {}
class BgaVisibleSystemException extends Exception {}

/** The BGA game state machine, driven by the adapter. */
class StandInGameState
{
    public $states;
    public $current = 0;
    /** @var Table */
    public $game;

    function __construct($states) { $this->states = $states; }

    function state() { return $this->states[$this->current]; }

    function nextState($transition = '')
    {
        $st = $this->state();
        if (!isset($st['transitions'][$transition])) {
            throw new LogicException("state machine: state {$this->current} has no transition '$transition'");
        }
        $this->jump($st['transitions'][$transition]);
    }

    function jump($id)
    {
        $this->current = $id;
        $st = $this->states[$id];
        if (($st['type'] ?? '') === 'game' && isset($st['action'])) {
            $action = $st['action'];
            $this->game->$action();
        }
    }

    function possibleActions() { return $this->state()['possibleactions'] ?? array(); }
}

/** The parts of BGA's Table class that the game calls, over SQLite. */
class Table
{
    /** @var PDO */
    public $db;
    public $gamestate;
    public $labels = array();
    public $values = array();
    public $active = 1;

    function initGameStateLabels($labels) { $this->labels = $labels; }
    function getGameStateValue($name) { return $this->values[$name] ?? 0; }
    function setGameStateValue($name, $v) { $this->values[$name] = $v; }

    function DbQuery($sql) { $this->db->exec($sql); }

    function rows($sql)
    {
        return $this->db->query($sql)->fetchAll(PDO::FETCH_ASSOC);
    }

    function getUniqueValueFromDB($sql)
    {
        $r = $this->db->query($sql)->fetch(PDO::FETCH_NUM);
        return $r === false ? null : $r[0];
    }

    function getObjectListFromDB($sql) { return $this->rows($sql); }

    function getCollectionFromDb($sql)
    {
        $out = array();
        foreach ($this->rows($sql) as $row) {
            $out[reset($row)] = $row;
        }
        return $out;
    }

    function getDoubleKeyCollectionFromDB($sql)
    {
        $out = array();
        foreach ($this->rows($sql) as $row) {
            $k = array_keys($row);
            $out[$row[$k[0]]][$row[$k[1]]] = $row;
        }
        return $out;
    }

    function getActivePlayerId() { return $this->active; }
    function getActivePlayerName() { return $this->active == 1 ? 'South' : 'North'; }
    function getPlayerAfter($p) { return $p == 1 ? 2 : 1; }
    function activeNextPlayer() { $this->active = $this->getPlayerAfter($this->active); }
    function giveExtraTime($p) {}
    function notifyAllPlayers($type, $msg, $args) {}
    function notifyPlayer($p, $type, $msg, $args) {}
    function incStat($n, $name, $p = null) {}
    function initStat($table, $name, $v, $p = null) {}
    function trace($s) {}
    function debug($s) {}
    function dump($name, $v) {}
    function reloadPlayersBasicInfos() {}
    function getGameinfos() { return array('player_colors' => array('ff0000', '008000')); }

    function checkAction($action, $throw = true)
    {
        if (in_array($action, $this->gamestate->possibleActions(), true)) {
            return true;
        }
        if ($throw) {
            throw new feException("action $action is not possible now");
        }
        return false;
    }
}

// ---------------------------------------------------------------------------
// Loading the game from the checkout.

$args = array_slice($argv, 1);
define('NO_DIALECT', in_array('--no-dialect', $args, true));
$args = array_values(array_diff($args, array('--no-dialect')));
$checkout = $args[0] ?? '';
$gameDir = rtrim($checkout, '/') . '/baolakiswahili';
if ($checkout === '' || !is_file("$gameDir/baolakiswahili.game.php")) {
    fwrite(STDERR, "bga adapter: give the path of a checkout of geziefer/baolakiswahili " .
        "(the directory holding baolakiswahili/baolakiswahili.game.php) as the first argument\n");
    exit(2);
}
// The game file starts with require_once(APP_GAMEMODULE_PATH.'module/table/table.game.php'):
// point it at an empty stand-in so that our Table above is the one used.
$stub = sys_get_temp_dir() . '/bao-bga-stand-in-' . getmypid();
@mkdir("$stub/module/table", 0777, true);
file_put_contents("$stub/module/table/table.game.php", "<?php\n");
define('APP_GAMEMODULE_PATH', "$stub/");
register_shutdown_function(function () use ($stub) {
    @unlink("$stub/module/table/table.game.php");
    @rmdir("$stub/module/table");
    @rmdir("$stub/module");
    @rmdir($stub);
});
require "$gameDir/baolakiswahili.game.php";
require "$gameDir/states.inc.php";
$MACHINE_STATES = $machinestates;

// ---------------------------------------------------------------------------
// The mapping between positions of protocol v1 and the game's board.
//
// The game keeps 17 fields per player: 0 is the store ("storage area"),
// 1..8 the front row, 9..16 the back row, one ring 1..16 with +1 and -1 as
// its two directions. Field i of South faces field i of North. South is
// player 1 (player_no 1) with its house in field 5; North is player 2 with
// its house in field 4.
//   South: A_i = field i;       B_j = field 17-j   (+1 is clockwise)
//   North: a_i = field 9-i;     b_j = field 8+j    (+1 is counter-clockwise)

const SOUTH = 1;
const NORTH = 2;

function pitField(int $player, bool $front, int $i): int
{
    if ($player == SOUTH) {
        return $front ? $i : 17 - $i;
    }
    return $front ? 9 - $i : 8 + $i;
}

/** @return array{0:int,1:bool,2:int} player, front row?, pit number 1..8 */
function fieldPit(int $player, int $field): array
{
    if ($player == SOUTH) {
        return $field <= 8 ? array(SOUTH, true, $field) : array(SOUTH, false, 17 - $field);
    }
    return $field <= 8 ? array(NORTH, true, 9 - $field) : array(NORTH, false, $field - 8);
}

function pitName(int $player, int $field): string
{
    list($p, $front, $i) = fieldPit($player, $field);
    $row = $front ? 'a' : 'b';
    return ($p == SOUTH ? strtoupper($row) : $row) . $i;
}

/** @return array{0:int,1:int} player and field of a pit name such as "A5" or "b3" */
function parsePit($name): array
{
    if (!is_string($name) || !preg_match('/^([ABab])([1-8])$/', $name, $m)) {
        throw new InvalidArgumentException('not a pit: ' . json_encode($name));
    }
    $player = ctype_upper($m[1]) ? SOUTH : NORTH;
    return array($player, pitField($player, strtolower($m[1]) === 'a', (int)$m[2]));
}

/** parsePit for a field of the position: a bad pit is a bad position. */
function parsePitField($name, string $field): array
{
    try {
        return parsePit($name);
    } catch (InvalidArgumentException $e) {
        throw new BadPosition("$field: " . $e->getMessage());
    }
}

function sideName(int $p): string { return $p == SOUTH ? 'south' : 'north'; }

const VARIANTS = array('kiswahili' => 1, 'kujifunza' => 2, 'hus' => 3);

class BadPosition extends Exception {}
class Unsupported extends Exception {}
class IllegalMove extends Exception {}

/** A game loaded with one position, ready for one move. */
function load(array $pos): BaoLaKiswahili
{
    global $MACHINE_STATES;
    foreach (array('variant', 'toMove', 'south', 'north') as $k) {
        if (!array_key_exists($k, $pos)) {
            throw new BadPosition("position.$k is missing");
        }
    }
    if (!isset(VARIANTS[$pos['variant']])) {
        throw new Unsupported('variant ' . json_encode($pos['variant']));
    }
    $variant = VARIANTS[$pos['variant']];
    $mover = $pos['toMove'] === 'south' ? SOUTH : ($pos['toMove'] === 'north' ? NORTH : 0);
    if ($mover == 0) {
        throw new BadPosition('position.toMove: want south or north');
    }
    $g = new BaoLaKiswahili();
    $g->db = new PDO('sqlite::memory:');
    $g->db->setAttribute(PDO::ATTR_ERRMODE, PDO::ERRMODE_EXCEPTION);
    $g->db->exec('CREATE TABLE board (player INT, field INT, stones INT, PRIMARY KEY (player, field))');
    $g->db->exec("CREATE TABLE kvstore (`key` VARCHAR(20) PRIMARY KEY, value_text TEXT DEFAULT '', value_number INT DEFAULT 0, value_boolean BOOLEAN DEFAULT false)");
    $g->db->exec('CREATE TABLE player (player_id INT PRIMARY KEY, player_no INT, player_score INT DEFAULT 0, player_zombie INT DEFAULT 0, player_name TEXT, selected_field INT DEFAULT 0)');
    $g->db->exec("INSERT INTO player (player_id, player_no, player_name) VALUES (1, 1, 'South'), (2, 2, 'North')");
    $g->values = array('game_variant' => $variant, 'editor' => 1, 'seed_selection' => 1);
    $stores = array();
    foreach (array(SOUTH => 'south', NORTH => 'north') as $p => $k) {
        $side = $pos[$k];
        foreach (array('front', 'back') as $row) {
            if (!isset($side[$row]) || !is_array($side[$row]) || count($side[$row]) != 8) {
                throw new BadPosition("position.$k.$row: want 8 pit counts");
            }
            foreach ($side[$row] as $i => $n) {
                if (!is_int($n) || $n < 0) {
                    throw new BadPosition("position.$k.$row[$i]: want a count");
                }
                $f = pitField($p, $row === 'front', $i + 1);
                $g->db->exec("INSERT INTO board VALUES ($p, $f, $n)");
            }
        }
        $stores[$p] = (int)($side['store'] ?? 0);
        $g->db->exec("INSERT INTO board VALUES ($p, 0, {$stores[$p]})");
    }
    // The game's phase is one for both players: the second phase starts
    // once both stores are empty. A side to move with an empty store while
    // the other still has seeds cannot be set up.
    // Only Bao la Kiswahili has two phases; the game keeps the other
    // variants in its first.
    $phase = $variant == 1 ? '2nd' : '1st';
    if ($variant == 1 && ($stores[SOUTH] > 0 || $stores[NORTH] > 0)) {
        if ($stores[$mover] == 0) {
            throw new Unsupported('the game has one phase for both players: a side to move with an empty store while the other store holds seeds cannot be set up');
        }
        $phase = '1st';
    }
    $kv = array(
        'phase' => array('value_text', "'$phase'"),
        'stateAfterMove' => array('value_text', "'nextPlayer'"),
        'captureField' => array('value_number', 0),
        'moveDirection' => array('value_number', 0),
        'kutakatiaMoves' => array('value_number', 0),
        'blockedField' => array('value_number', 0),
        'blockedPlayer' => array('value_number', 0),
        'nyumba5functional' => array('value_boolean', ($pos['south']['house'] ?? '') === 'intact' ? 1 : 0),
        'nyumba4functional' => array('value_boolean', ($pos['north']['house'] ?? '') === 'intact' ? 1 : 0),
        'editDone' => array('value_boolean', 1),
        'gamelog' => array('value_text', "''"),
        'moveNo' => array('value_number', 0),
        'lastLogPlayer' => array('value_number', 0),
    );
    // A block set by the opponent's last move: the game counts it down over
    // three player changes; two are left when the blocked player is to move,
    // one when the blocker must capture the blocked pit.
    $blocks = $pos['blocks'] ?? array();
    if (!is_array($blocks)) {
        throw new BadPosition('position.blocks: want a list');
    }
    if (count($blocks) > 1) {
        throw new Unsupported('the game holds one block at a time, the position has ' . count($blocks));
    }
    if (count($blocks) == 1) {
        // A lasting block (position JSON v1 "blocks"): turns is the game's count
        // of player changes still to come.
        $b = $blocks[0];
        if (!is_array($b) || !isset($b['pit'])) {
            throw new BadPosition('position.blocks[0].pit is missing');
        }
        list($p, $f) = parsePitField($b['pit'], 'position.blocks[0].pit');
        $turns = $b['turns'] ?? null;
        if (!is_int($turns) || $turns < 1 || $turns > 3) {
            throw new Unsupported('position.blocks[0]: the game counts a block down over three player changes; want turns 1 to 3');
        }
        $kv['kutakatiaMoves'][1] = $turns;
        $kv['blockedField'][1] = $f;
        $kv['blockedPlayer'][1] = $p;
    } elseif (($pos['blocked'] ?? null) !== null) {
        list($p, $f) = parsePitField($pos['blocked'], 'position.blocked');
        $kv['kutakatiaMoves'][1] = 2;
        $kv['blockedField'][1] = $f;
        $kv['blockedPlayer'][1] = $p;
    } elseif (($pos['mustCapture'] ?? null) !== null) {
        list($p, $f) = parsePitField($pos['mustCapture'], 'position.mustCapture');
        $kv['kutakatiaMoves'][1] = 1;
        $kv['blockedField'][1] = $f;
        $kv['blockedPlayer'][1] = $p;
    }
    foreach ($kv as $key => list($col, $v)) {
        $g->db->exec("INSERT INTO kvstore (`key`, $col) VALUES ('$key', $v)");
    }
    $g->gamestate = new StandInGameState($MACHINE_STATES);
    $g->gamestate->game = $g;
    $g->active = $mover;
    $g->gamestate->current = $variant == 3 ? 30 : ($variant == 1 && $phase === '1st' ? 10 : 20);
    return $g;
}

/** The position and outcome of a loaded game, as protocol v1 has them. */
function position(BaoLaKiswahili $g, string $variant): array
{
    $board = $g->getBoard();
    $out = array('variant' => $variant, 'toMove' => sideName($g->active));
    $kv = function ($key, $col) use ($g) {
        return $g->getUniqueValueFromDB("SELECT $col FROM kvstore WHERE `key` = '$key'");
    };
    foreach (array(SOUTH => 'south', NORTH => 'north') as $p => $k) {
        $side = array('front' => array(), 'back' => array(), 'store' => (int)$board[$p][0]['count']);
        for ($i = 1; $i <= 8; $i++) {
            $side['front'][] = (int)$board[$p][pitField($p, true, $i)]['count'];
            $side['back'][] = (int)$board[$p][pitField($p, false, $i)]['count'];
        }
        if ($variant === 'kiswahili') {
            $side['house'] = $kv($p == SOUTH ? 'nyumba5functional' : 'nyumba4functional', 'value_boolean') ? 'intact' : 'destroyed';
        } else {
            $side['house'] = 'none';
        }
        $out[$k] = $side;
    }
    $out['blocked'] = null;
    $out['mustCapture'] = null;
    if ($variant === 'kiswahili') {
        $left = (int)$kv('kutakatiaMoves', 'value_number');
        $bp = (int)$kv('blockedPlayer', 'value_number');
        $bf = (int)$kv('blockedField', 'value_number');
        // The game keeps counting down a block whose pit was emptied meanwhile
        // (and then allows the blocker no capture at all); protocol v1 has no
        // way to say so: such a block is dropped.
        if ($left > 0 && $bp != 0 && (int)$board[$bp][$bf]['count'] > 0) {
            $pit = pitName($bp, $bf);
            // A lasting block: the player changes still to come.
            $out['blocks'] = array(array('pit' => $pit, 'turns' => $left));
            if ($bp == $g->active) {
                $out['blocked'] = $pit;
            } elseif ($left == 1) {
                $out['mustCapture'] = $pit;
            }
        }
    }
    return $out;
}

/** The outcome once the game state machine reached its end, or null. */
function outcome(BaoLaKiswahili $g, int $mover)
{
    if ($g->gamestate->current != 99) {
        return null;
    }
    $score = array();
    $zombie = array();
    foreach (array(SOUTH, NORTH) as $p) {
        $score[$p] = (int)$g->getUniqueValueFromDB("SELECT player_score FROM player WHERE player_id = $p");
        $zombie[$p] = (int)$g->getUniqueValueFromDB("SELECT player_zombie FROM player WHERE player_id = $p");
    }
    if ($score[SOUTH] == 0 && $score[NORTH] == 0) {
        throw new Unsupported('the game ended with both players at score 0 (a tie on Board Game Arena)');
    }
    $loser = $score[SOUTH] == 0 ? SOUTH : NORTH;
    $reason = 'no-legal-move';
    if ($zombie[$loser]) {
        $reason = 'lap-limit';
    } else {
        $board = $g->getBoard();
        if ($g->getFirstRowCount($loser, $board) == 0) {
            $reason = 'front-row-empty';
        }
    }
    return array('winner' => sideName($g->getPlayerAfter($loser)), 'reason' => $reason);
}

/** Whether the game is over for the side to move before it moves. */
function over(BaoLaKiswahili $g): bool
{
    $board = $g->getBoard();
    $p = $g->active;
    return $g->getScore($p, $board) == 0 || $g->getScore($g->getPlayerAfter($p), $board) == 0;
}

/** The choices offered at the current state, as [field, direction] pairs. */
function choices(BaoLaKiswahili $g): array
{
    $out = array();
    switch ($g->gamestate->current) {
        case 10: $moves = $g->argKunamuaMoveSelection()['possibleMoves']; break;
        case 20: $moves = $g->argMtajiMoveSelection()['possibleMoves']; break;
        case 30: $moves = $g->argHusMoveSelection()['possibleMoves']; break;
        case 12:
        case 22: $moves = $g->getPossibleKichwas($g->active); break;
        case 13: return array(array(0, 0), array(0, 1));
        default: return array();
    }
    foreach ($moves as $field => $dirs) {
        foreach ($dirs as $d) {
            if (is_string($d) && strpos($d, '_') !== false) {
                continue; // the capture field, shown to the player
            }
            $out[] = array((int)$field, (int)$d);
        }
    }
    return $out;
}

/** Plays one choice at the current state. */
function act(BaoLaKiswahili $g, int $field, int $direction)
{
    $g->executeMove($g->active, $field, $direction);
}

/** The direction, cw or ccw, of a move from $field towards the neighbour $dir. */
function dirOf(int $player, int $field, int $dir): string
{
    $d = $dir - $field;
    if (abs($d) > 1) {
        $d = $d / -15;
    }
    $plusIsCW = $player == SOUTH;
    return ($d > 0) == $plusIsCW ? 'cw' : 'ccw';
}

/** The kichwa chosen by a selectKichwa on $field (1 or 8) for $player. */
function kichwaName(int $player, int $field): string
{
    // South's field 1 is A1, his left kichwa; North's field 8 is a1, his left.
    return ($player == SOUTH) == ($field == 1) ? 'left' : 'right';
}

/**
 * Every way to play the move of the loaded position: a list of
 * [move JSON, position, outcome], exploring the choices the game asks for
 * while the move is played (the kichwa of a first capture, stop or safari).
 */
function allMoves(array $pos): array
{
    $g = load($pos);
    if (over($g)) {
        return array();
    }
    $out = array();
    foreach (choices($g) as $c) {
        explore($pos, array($c), $out);
    }
    return $out;
}

function replay(array $pos, array $path): BaoLaKiswahili
{
    $g = load($pos);
    foreach ($path as $c) {
        act($g, $c[0], $c[1]);
    }
    return $g;
}

function explore(array $pos, array $path, array &$out)
{
    $g = replay($pos, $path);
    $st = $g->gamestate->current;
    if (in_array($st, array(12, 13, 22), true)) {
        foreach (choices($g) as $c) {
            explore($pos, array_merge($path, array($c)), $out);
        }
        return;
    }
    $mover = $pos['toMove'] === 'south' ? SOUTH : NORTH;
    $next = position($g, $pos['variant']);
    // Protocol v1: the position after a move has the opponent to move, also
    // when the move ended the game (the game leaves its last player active).
    $next['toMove'] = sideName($g->getPlayerAfter($mover));
    $o = outcome($g, $mover);
    if ($o !== null) {
        // Once the game is over no block binds anyone.
        $next['blocked'] = null;
        $next['mustCapture'] = null;
        unset($next['blocks']);
    } elseif (!array_key_exists('blocks', $pos) && isset($next['blocks'])
        && $next['blocks'][0]['turns'] == 1) {
        // A position without "blocks" states its block in protocol v1's own
        // words (a "blocked" pit for this move, then the blocker's obligation
        // for one move): loaded as two player changes, it is one change from
        // its end now, which "mustCapture" alone says; the answer keeps the
        // question's words.
        unset($next['blocks']);
    }
    $out[] = array(moveOf($pos, $path), $next, $o);
}

/** The protocol v1 move that a path of choices plays. */
function moveOf(array $pos, array $path): array
{
    $mover = $pos['toMove'] === 'south' ? SOUTH : NORTH;
    list($field, $dir) = $path[0];
    $m = array('pit' => pitName($mover, $field));
    if ($dir != 0) {
        $m['dir'] = dirOf($mover, $field, $dir);
    }
    // A choice of kichwa is part of the move only where the player had two.
    $g = replay($pos, array($path[0]));
    for ($k = 1; $k < count($path); $k++) {
        $st = $g->gamestate->current;
        if (($st == 12 || $st == 22) && count(choices($g)) > 1 && !isset($m['kichwa'])) {
            $m['kichwa'] = kichwaName($mover, $path[$k][0]);
        }
        if ($st == 13 && $path[$k][1] == 1) {
            $m['safari'] = true;
        }
        act($g, $path[$k][0], $path[$k][1]);
    }
    return $m;
}

/** Plays one protocol v1 move; illegal moves raise IllegalMove. */
function applyMove(array $pos, $move): array
{
    if (!is_array($move) || !isset($move['pit'])) {
        throw new IllegalMove('the move has no pit');
    }
    $mover = $pos['toMove'] === 'south' ? SOUTH : NORTH;
    foreach (allMoves($pos) as list($m, $p, $o)) {
        if (sameMove($m, $move)) {
            return array($p, $o);
        }
    }
    $g = load($pos);
    if (over($g)) {
        throw new IllegalMove('the game is over');
    }
    throw new IllegalMove('not among the moves the game offers: ' . json_encode($move));
}

function sameMove(array $a, array $b): bool
{
    foreach (array('pit', 'dir', 'kichwa') as $k) {
        if (($a[$k] ?? null) !== ($b[$k] ?? null)) {
            return false;
        }
    }
    return (bool)($a['safari'] ?? false) === (bool)($b['safari'] ?? false);
}

// ---------------------------------------------------------------------------
// Protocol v1.

function hello(): array
{
    return array(
        'name' => 'bga-baolakiswahili',
        'version' => ADAPTER_VERSION,
        'protocol' => 1,
        'variants' => array('kiswahili', 'kujifunza', 'hus'),
        'options' => new stdClass(),
        'profiles' => array('bga'),
    ) + (NO_DIALECT ? array() : array('dialect' => array('profile' => 'bga', 'options' => new stdClass())));
}

function answer($req): array
{
    if (!is_array($req)) {
        return array('error' => array('kind' => 'bad-request', 'message' => 'the request is not a JSON object'));
    }
    $op = $req['op'] ?? null;
    try {
        switch ($op) {
            case 'hello':
                return hello();
            case 'moves':
                if (!is_array($req['position'] ?? null)) {
                    throw new BadPosition('position is missing');
                }
                $moves = array();
                foreach (allMoves($req['position']) as list($m, $p, $o)) {
                    $moves[] = array('move' => $m, 'position' => $p, 'outcome' => $o);
                }
                return array('moves' => $moves);
            case 'apply':
                if (!is_array($req['position'] ?? null)) {
                    throw new BadPosition('position is missing');
                }
                list($p, $o) = applyMove($req['position'], $req['move'] ?? null);
                return array('position' => $p, 'outcome' => $o);
        }
        return array('error' => array('kind' => 'unsupported', 'message' => 'unknown op ' . json_encode($op)));
    } catch (IllegalMove $e) {
        return array('error' => array('kind' => 'illegal-move', 'message' => $e->getMessage()));
    } catch (BadPosition $e) {
        return array('error' => array('kind' => 'bad-position', 'message' => $e->getMessage()));
    } catch (Unsupported $e) {
        return array('error' => array('kind' => 'unsupported', 'message' => $e->getMessage()));
    } catch (InvalidArgumentException $e) {
        return array('error' => array('kind' => 'bad-request', 'message' => $e->getMessage()));
    } catch (Throwable $e) {
        // The game threw (feException and the like): report it, never exit.
        return array('error' => array('kind' => 'unsupported', 'message' => 'the game failed: ' . get_class($e) . ': ' . $e->getMessage()));
    }
}

while (($line = fgets(STDIN)) !== false) {
    if (trim($line) === '') {
        continue;
    }
    $req = json_decode($line, true);
    $reply = answer($req);
    $reply = array('id' => is_array($req) ? ($req['id'] ?? null) : null) + $reply;
    fwrite(STDOUT, json_encode($reply, JSON_UNESCAPED_SLASHES) . "\n");
    fflush(STDOUT);
}
