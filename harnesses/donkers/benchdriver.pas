program benchdriver;

(* Issue 10's side-by-side workloads in Jeroen Donkers' engine, timed inside
  the program (start-up and parsing excluded):
    benchdriver w1 FILE REPS [PASSES]  every legal move, with its successor and verdict,
                               of the positions in FILE (JSON lines: a v1
                               position, or bao gen's {"position":...}),
                               PASSES times (default 1) per repetition; prints
                               "w1 SUCCESSORS NANOSECONDS" per repetition
    benchdriver w2 GAMES SEED  random playouts from the start, a uniform pick
                               among the legal moves each ply; prints
                               "w2 PLIES NANOSECONDS"
    benchdriver w2all GAMES SEED the same playouts, each ply playing every
                               legal move with its verdict and then picking
                               one successor (the loop of our Moves + pick);
                               prints "w2all PLIES NANOSECONDS"
    benchdriver w1exact FILE REPS [PASSES] W1 with the verdict his search
                               reaches when it expands a successor: checkWinner,
                               then, where the game goes on, a move of the side
                               to move within his limit (the successor's moves
                               executed until one is not long: ab_search's "only
                               long moves... player looses"); prints
                               "w1exact SUCCESSORS NANOSECONDS"
    benchdriver serve FILE     reads commands "w1 PASSES", "w1exact PASSES",
                               "w2 GAMES SEED" and "w2all GAMES SEED" on stdin and answers each
                               with one such line (for finely interleaved runs)
  His loop, as his search runs it: legal_moves, execute_move for each move
  (a move over his limit of 100 seeds is not legal), checkWinner for the
  verdict. His list's "play the house" twins are played like any move. *)

{$mode delphi}{$H+}

uses sysutils, classes, linux, unix, fpjson, jsonparser, global, Engine, bridge, protocol;

function ClockNS: int64;
var ts: timespec;
begin
  clock_gettime(CLOCK_MONOTONIC, @ts);
  Result := int64(ts.tv_sec) * 1000000000 + ts.tv_nsec;
end;

var
  Positions: array of TBaoPosition;

procedure Load(const fn: string);
var sl: TStringList;
    i, n: integer;
    d, p: TJSONData;
    variant: string;
begin
  sl := TStringList.Create;
  sl.LoadFromFile(fn);
  SetLength(Positions, sl.Count);
  n := 0;
  for i := 0 to sl.Count - 1 do begin
    if trim(sl[i]) = '' then continue;
    d := GetJSON(sl[i]);
    p := TJSONObject(d).Find('position');
    if p = nil then p := d;
    ParsePosition(p, Positions[n], variant);
    inc(n);
    d.Free;
  end;
  SetLength(Positions, n);
  sl.Free;
end;

{ hasShortMove reports whether the side to move in pos has a move within his
  limit of 100 seeds: his moves executed in his order until one is not long. }
function hasShortMove(const pos: TBaoPosition): boolean;
var j: integer;
    ta: TBaoMoveList;
begin
  Result := false;
  ta := legal_moves(pos, 100, false);
  for j := 0 to high(ta) do
    if execute_move(pos, ta[j], false).player <> pos.player then begin
      Result := true; exit;
    end;
end;

{ W1 runs the positions once and returns the successors made. Its verdict is
  checkWinner's; with exact, also "only long moves" for the side to move (the
  test his ab_search makes when it expands the successor), so that it is the
  exact verdict under his rules, the one our Moves gives each successor under
  profile donkers. }
function W1(exact: boolean): int64;
var i, j: integer;
    ta: TBaoMoveList;
    r: TBaoPosition;
    verdicts: integer;
begin
  Result := 0; verdicts := 0;
  for i := 0 to high(Positions) do begin
    ta := legal_moves(Positions[i], 100, false);
    for j := 0 to high(ta) do begin
      r := execute_move(Positions[i], ta[j], false);
      if r.player = Positions[i].player then continue; { long: not legal }
      inc(Result);
      if (checkWinner(r) >= 0) or (exact and not hasShortMove(r)) then inc(verdicts);
    end;
  end;
  if verdicts < 0 then writeln(verdicts);
end;

{ TimeW1 runs W1 passes times and prints "NAME SUCCESSORS NANOSECONDS". }
procedure TimeW1(const name: string; exact: boolean; passes: integer);
var t0, n: int64;
    k: integer;
begin
  t0 := ClockNS;
  n := 0;
  for k := 1 to passes do inc(n, W1(exact));
  writeln(name, ' ', n, ' ', ClockNS - t0);
  flush(output);
end;

var rng: QWord;
function Rand(n: integer): integer;
begin
  rng := rng xor (rng shl 13); rng := rng xor (rng shr 7); rng := rng xor (rng shl 17);
  Result := integer(rng mod QWord(n));
end;

function W2(games: integer): int64;
var g, n, k: integer;
    pos, r: TBaoPosition;
    ta: TBaoMoveList;
    over: boolean;
begin
  Result := 0;
  for g := 1 to games do begin
    pos := BAO_OFFICIALOPENING;
    over := false;
    while not over and (Result >= 0) do begin
      ta := legal_moves(pos, 100, false);
      n := length(ta);
      { uniform among the legal moves: a long move found is dropped }
      repeat
        if n = 0 then begin over := true; break; end;
        k := Rand(n);
        r := execute_move(pos, ta[k], false);
        if r.player <> pos.player then break;
        ta[k] := ta[n - 1]; dec(n);
      until false;
      if over then break;
      inc(Result);
      pos := r;
      if checkWinner(pos) >= 0 then over := true;
    end;
  end;
end;

{ W2All is W2 with every successor of each ply made, as W1 makes them
  (execute_move, checkWinner), before the uniform pick among the legal ones. }
function W2All(games: integer): int64;
var g, j, n, verdicts: integer;
    pos: TBaoPosition;
    ta: TBaoMoveList;
    succ: array of TBaoPosition;
    won: array of integer;
begin
  Result := 0; verdicts := 0;
  for g := 1 to games do begin
    pos := BAO_OFFICIALOPENING;
    while Result >= 0 do begin
      ta := legal_moves(pos, 100, false);
      if length(ta) > length(succ) then begin
        SetLength(succ, length(ta)); SetLength(won, length(ta));
      end;
      n := 0;
      for j := 0 to high(ta) do begin
        succ[n] := execute_move(pos, ta[j], false);
        if succ[n].player = pos.player then continue; { long: not legal }
        won[n] := checkWinner(succ[n]);
        if won[n] >= 0 then inc(verdicts);
        inc(n);
      end;
      if n = 0 then break;
      j := Rand(n);
      pos := succ[j];
      inc(Result);
      if won[j] >= 0 then break;
    end;
  end;
  if verdicts < 0 then writeln(verdicts);
end;

var t0: int64;
    n: int64;
    reps, passes, i: integer;
    line: string;
    parts: TStringArray;
begin
  if (ParamCount >= 3) and ((ParamStr(1) = 'w1') or (ParamStr(1) = 'w1exact')) then begin
    Load(ParamStr(2));
    reps := StrToInt(ParamStr(3));
    passes := StrToIntDef(ParamStr(4), 1);
    for i := 1 to reps do TimeW1(ParamStr(1), ParamStr(1) = 'w1exact', passes);
  end else if (ParamCount = 3) and (ParamStr(1) = 'w2') then begin
    rng := StrToQWord(ParamStr(3)) * 2654435761 + 1;
    t0 := ClockNS;
    n := W2(StrToInt(ParamStr(2)));
    writeln('w2 ', n, ' ', ClockNS - t0);
  end else if (ParamCount = 3) and (ParamStr(1) = 'w2all') then begin
    rng := StrToQWord(ParamStr(3)) * 2654435761 + 1;
    t0 := ClockNS;
    n := W2All(StrToInt(ParamStr(2)));
    writeln('w2all ', n, ' ', ClockNS - t0);
  end else if (ParamCount = 2) and (ParamStr(1) = 'serve') then begin
    Load(ParamStr(2));
    while not eof(input) do begin
      readln(input, line);
      parts := line.Split([' ']);
      if (length(parts) = 2) and ((parts[0] = 'w1') or (parts[0] = 'w1exact')) then begin
        TimeW1(parts[0], parts[0] = 'w1exact', StrToInt(parts[1]));
      end else if (length(parts) = 3) and (parts[0] = 'w2') then begin
        rng := StrToQWord(parts[2]) * 2654435761 + 1;
        t0 := ClockNS;
        n := W2(StrToInt(parts[1]));
        writeln('w2 ', n, ' ', ClockNS - t0);
      end else if (length(parts) = 3) and (parts[0] = 'w2all') then begin
        rng := StrToQWord(parts[2]) * 2654435761 + 1;
        t0 := ClockNS;
        n := W2All(StrToInt(parts[1]));
        writeln('w2all ', n, ' ', ClockNS - t0);
      end else
        writeln('error unknown command');
      flush(output);
    end;
  end else begin
    writeln(stderr, 'usage: benchdriver w1 FILE REPS [PASSES] | benchdriver w1exact FILE REPS [PASSES] | benchdriver w2 GAMES SEED | benchdriver w2all GAMES SEED | benchdriver serve FILE');
    halt(2);
  end;
end.
