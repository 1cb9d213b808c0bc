program perftdriver;

{ Perft with Jeroen Donkers' move generator (legal_moves and execute_move of
  his Engine.pas), counted as reference.Perft counts: the leaves of the
  legal-move tree, a move that ends the game being a leaf at the last ply only.
  His list's "play the house" twins with identical results count once, and
  moves over his move limit are not legal (bridge).
  Usage:
    perftdriver DEPTH          prints "depth nodes seconds" for 1..DEPTH from
                               the start position;
    perftdriver divide DEPTH   reads one protocol-v1 position (JSON, one line)
                               from stdin and prints one JSON line per legal
                               move: its move, text, nodes (the leaves DEPTH-1
                               plies below it, as bao perft --divide), position
                               and outcome; then a line with depth and nodes,
                               the total. }

{$mode delphi}{$H+}

uses sysutils, classes, fpjson, jsonparser, global, Engine, bridge, protocol;

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

procedure Divide(depth: integer);
var line, variant: string;
    d: TJSONData;
    pos: TBaoPosition;
    top: TSuccList;
    n, i: integer;
    c, total: int64;
begin
  readln(line);
  d := GetJSON(line);
  try
    ParsePosition(d, pos, variant);
  finally
    d.Free;
  end;
  n := Successors(pos, top);
  total := 0;
  for i := 0 to n - 1 do begin
    c := 0;
    if depth = 1 then c := 1
    else if top[i].winner = NoWinner then c := Perft(top[i].pos, depth - 1);
    inc(total, c);
    writeln('{"move":', MoveJSON(top[i]), ',"text":', JSONStr(MoveText(top[i])), ',"nodes":', c,
      ',"position":', PositionJSON(top[i].pos, variant), ',"outcome":', OutcomeJSON(top[i]), '}');
  end;
  writeln('{"depth":', depth, ',"nodes":', total, '}');
end;

var d, maxd, i: integer;
    t0: TDateTime;
    divideMode: boolean;
begin
  divideMode := ParamStr(1) = 'divide';
  if divideMode then maxd := StrToIntDef(ParamStr(2), 1)
  else maxd := StrToIntDef(ParamStr(1), 6);
  SetLength(Bufs, maxd + 1);
  for i := 0 to maxd do SetLength(Bufs[i], 64);
  if divideMode then begin
    Divide(maxd);
    exit;
  end;
  for d := 1 to maxd do begin
    t0 := Now;
    writeln(d, ' ', Perft(BAO_OFFICIALOPENING, d), ' ', ((Now - t0) * 86400):0:2);
    flush(output);
  end;
end.
