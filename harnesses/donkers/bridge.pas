unit bridge;

{ The bridge between protocol v1 and Jeroen Donkers' engine (Engine.pas,
  global.pas): positions and moves mapped by hand, and the legal moves of a
  position as his engine plays them, each once, with its result.

  His data, read from global.pas:
    hole[side, 0..7]  = the front row, pits 1..8 from the owner's left
                        (A1..A8 for South, a1..a8 for North; hole[s,i] faces
                        hole[1-s,7-i], as A_i faces a_(9-i));
    hole[side, 8..15] = the back row B8..B1 (index 15-k holds pit k+1);
    index +1 is clockwise (A1 -> A8 -> B8 -> B1);
    store[side], ownsnyumba[side] (our "intact"), player (0 South, 1 North),
    intakasia = the blocked pit index of the side to move, or NOTAKASIA.
  His moves (TBaoMove): hole, dir (-1 L, 0 forced, +1 R, as the owner sees his
  hand move: on the back row R is anticlockwise), playnyumba (a namua capture
  that does not stop in the house: our safari), takasa (kutakata), takasia. }

{$mode delphi}{$H+}

interface

uses global, Engine;

const
  NoWinner = -1;

type
  { One legal move: his move, our canonical move, its result. }
  TSucc = record
    m: TBaoMove;
    pit: string;    { 'A6', 'b3', ... }
    dir: string;    { 'cw', 'ccw' or '' (a namua capture) }
    kichwa: string; { 'left', 'right' or '' (forced) }
    safari: boolean;
    pos: TBaoPosition;
    winner: integer; { NoWinner while the game goes on, else SOUTH/NORTH }
    reason: string;  { 'front-row-empty' or 'no-legal-move' }
    long: boolean;   { sows more than MoveLimit seeds: not legal (rule 1.5a) }
  end;
  TSuccList = array of TSucc;

var
  { His move limit (movelimit, 100 by default) and takasia switch (igtak). }
  MoveLimit: integer = 100;
  IgnoreTakasia: boolean = false;

function PitName(side, hole: integer): string;
{ PitIndex parses a pit name ('A6', 'b3') into side and hole index. }
function PitIndex(const s: string; out side, hole: integer): boolean;

{ Successors fills list with every legal move of pos, each once, with its
  result, and returns their number (0 when the game is over). With withLong
  the moves longer than the limit are listed too, marked long. }
function Successors(const pos: TBaoPosition; var list: TSuccList; withLong: boolean = false): integer;
{ GameOver tells whether pos is over for the side to move, and why. }
function GameOver(const pos: TBaoPosition; out winner: integer; out reason: string): boolean;
{ HasShortMove tells whether the side to move has a move within the limit. }
function HasShortMove(const pos: TBaoPosition): boolean;
function SamePosition(const a, b: TBaoPosition): boolean;
{ MoveText is the move in the French/Donkers notation without kutakata marks. }
function MoveText(const s: TSucc): string;

implementation

uses sysutils, main;

function PitName(side, hole: integer): string;
var c: char;
begin
  if hole <= 7 then begin
    if side = SOUTH then c := 'A' else c := 'a';
    Result := c + IntToStr(hole + 1);
  end else begin
    if side = SOUTH then c := 'B' else c := 'b';
    Result := c + IntToStr(16 - hole);
  end;
end;

function PitIndex(const s: string; out side, hole: integer): boolean;
var n: integer;
begin
  Result := false;
  side := SOUTH; hole := 0;
  if (length(s) <> 2) or not (s[2] in ['1'..'8']) then exit;
  n := ord(s[2]) - ord('1');
  case s[1] of
    'A': begin side := SOUTH; hole := n; end;
    'B': begin side := SOUTH; hole := 15 - n; end;
    'a': begin side := NORTH; hole := n; end;
    'b': begin side := NORTH; hole := 15 - n; end;
  else exit;
  end;
  Result := true;
end;

function SamePosition(const a, b: TBaoPosition): boolean;
var s, i: integer;
begin
  Result := false;
  for s := 0 to 1 do begin
    for i := 0 to 15 do if a.hole[s, i] <> b.hole[s, i] then exit;
    if a.store[s] <> b.store[s] then exit;
    if a.ownsnyumba[s] <> b.ownsnyumba[s] then exit;
  end;
  Result := (a.player = b.player) and (a.intakasia = b.intakasia);
end;

{ Loser of pos by his checkWinner (North wins when both lose: his order). }
function GameOver(const pos: TBaoPosition; out winner: integer; out reason: string): boolean;
var loser: integer;
begin
  winner := checkWinner(pos);
  reason := '';
  if winner >= 0 then begin
    loser := 1 - winner;
    if checkFrontEmpty(pos, loser) then reason := 'front-row-empty'
    else reason := 'no-legal-move';
    exit(true);
  end;
  { His search: a side whose every move is long has lost (ab_search). }
  if not HasShortMove(pos) then begin
    winner := 1 - pos.player;
    reason := 'no-legal-move';
    exit(true);
  end;
  Result := false;
end;

function HasShortMove(const pos: TBaoPosition): boolean;
var ta: TBaoMoveList;
    i: integer;
    r: TBaoPosition;
begin
  main.ignoretakasia := IgnoreTakasia;
  ta := legal_moves(pos, MoveLimit, IgnoreTakasia);
  for i := 0 to high(ta) do begin
    r := execute_move(pos, ta[i], IgnoreTakasia);
    if r.player <> pos.player then exit(true); { a long move never switches }
  end;
  Result := false;
end;

procedure MapMove(const pos: TBaoPosition; var s: TSucc);
var idxdir: integer;
begin
  s.pit := PitName(pos.player, s.m.hole);
  s.dir := ''; s.kichwa := ''; s.safari := false;
  if (pos.store[pos.player] > 0) and not s.m.takasa then begin
    { namua capture: dir -1 enters at the left kichwa, +1 at the right,
      0 forced (performmove negates it and sows from B1 or B8 onward) }
    if s.m.dir < 0 then s.kichwa := 'left'
    else if s.m.dir > 0 then s.kichwa := 'right';
    s.safari := s.m.playnyumba;
    exit;
  end;
  { a sowing start: his dir is screen direction; on the back row the
    index direction is its opposite (performmove: actdir := -actdir) }
  idxdir := s.m.dir;
  if s.m.hole > 7 then idxdir := -idxdir;
  if idxdir > 0 then s.dir := 'cw' else s.dir := 'ccw';
end;

function Successors(const pos: TBaoPosition; var list: TSuccList; withLong: boolean): integer;
var ta: TBaoMoveList;
    i, j, n: integer;
    r: TBaoPosition;
    dup, long, over: boolean;
    w: integer;
    why: string;
begin
  n := 0;
  main.ignoretakasia := IgnoreTakasia; { global.checkinTakasia reads it }
  if checkWinner(pos) >= 0 then exit(0);
  ta := legal_moves(pos, MoveLimit, IgnoreTakasia);
  if length(list) < length(ta) then SetLength(list, length(ta));
  for i := 0 to high(ta) do begin
    r := execute_move(pos, ta[i], IgnoreTakasia);
    long := r.player = pos.player; { performmove left before the turn passed }
    if long and not withLong then continue; { long move (rule 1.5a): illegal }
    over := false; w := NoWinner; why := '';
    if not long then begin
      over := GameOver(r, w, why);
      { the successor contract (RULINGS.md): after a move that ends the game
        no block stands; his checkinTakasia may still have set one }
      if over then r.intakasia := NOTAKASIA;
    end;
    { "play the house" twins: a namua capture with playnyumba whose result is
      that of the same move without it is the same move }
    dup := false;
    if ta[i].playnyumba then
      for j := 0 to n - 1 do
        if (list[j].m.hole = ta[i].hole) and (list[j].m.dir = ta[i].dir) and
           (list[j].m.takasa = ta[i].takasa) and not list[j].m.playnyumba and
           SamePosition(list[j].pos, r) then begin
          dup := true; break;
        end;
    if dup then continue;
    list[n].m := ta[i];
    list[n].pos := r;
    list[n].long := long;
    list[n].winner := w;
    list[n].reason := why;
    MapMove(pos, list[n]);
    inc(n);
  end;
  Result := n;
end;

function MoveText(const s: TSucc): string;
begin
  Result := s.pit;
  if s.dir <> '' then begin
    { '>' is rightwards: clockwise on the front row, anticlockwise behind }
    if (s.dir = 'cw') = (s.m.hole <= 7) then Result := Result + '>' else Result := Result + '<';
  end else if s.kichwa = 'left' then Result := Result + '<'
  else if s.kichwa = 'right' then Result := Result + '>';
  if s.safari then Result := Result + '+';
end;

end.
