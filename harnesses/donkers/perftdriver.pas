program perftdriver;

{ Perft from the start position with Jeroen Donkers' move generator
  (legal_moves and execute_move of his Engine.pas), counted as reference.Perft
  counts: the leaves of the legal-move tree, a move that ends the game being a
  leaf at the last ply only. His list's "play the house" twins with identical
  results count once, and moves over his move limit are not legal (bridge).
  Usage: perftdriver DEPTH   prints "depth nodes" for 1..DEPTH. }

{$mode delphi}{$H+}

uses sysutils, global, Engine, bridge;

var
  Bufs: array of TSuccList;

function Perft(const pos: TBaoPosition; depth: integer): int64;
var n, i: integer;
begin
  if depth = 0 then exit(1);
  n := Successors(pos, Bufs[depth]);
  if depth = 1 then exit(n);
  Result := 0;
  for i := 0 to n - 1 do
    if Bufs[depth][i].winner = NoWinner then
      inc(Result, Perft(Bufs[depth][i].pos, depth - 1));
end;

var d, maxd, i: integer;
    t0: TDateTime;
begin
  maxd := StrToIntDef(ParamStr(1), 6);
  SetLength(Bufs, maxd + 1);
  for i := 0 to maxd do SetLength(Bufs[i], 64);
  for d := 1 to maxd do begin
    t0 := Now;
    writeln(d, ' ', Perft(BAO_OFFICIALOPENING, d), ' ', ((Now - t0) * 86400):0:2);
    flush(output);
  end;
end.
