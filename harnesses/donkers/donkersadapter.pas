program donkersadapter;

{ Protocol v1 adapter (README "Check your engine") over Jeroen Donkers' Bao
  engine (github.com/jeroendonkers/bao: Engine.pas, global.pas). It plays his
  rules and only his: the hello declares them as a fixed dialect (profile
  "donkers"). Flags:
    -nodialect   leave the dialect declaration out of the hello (every vector
                 is then judged under its own rules)
    -version V   the version string of the hello (the engine's commit) }

{$mode delphi}{$H+}

uses sysutils, classes, fpjson, jsonparser, global, Engine, bridge, protocol;

const
  Pinned = 'a2155fbd0affb9512326189fa02784f47be759d8';

var
  Dialect: boolean = true;
  Version: string = Pinned;
  Succ: TSuccList;

function HelloBody: string;
begin
  Result := '"name":"donkers-bao","version":' + JSONStr(Version) +
    ',"protocol":1,"variants":["kiswahili","kujifunza"],"options":{},"profiles":["donkers"]';
  if Dialect then Result := Result + ',"dialect":{"profile":"donkers","options":{}}';
end;

function ErrorBody(const kind, msg: string): string;
begin
  Result := '"error":{"kind":' + JSONStr(kind) + ',"message":' + JSONStr(msg) + '}';
end;

function MovesBody(req: TJSONObject): string;
var pos: TBaoPosition;
    variant: string;
    n, i: integer;
    sb: TStringBuilder;
begin
  ParsePosition(req.Find('position'), pos, variant);
  n := Successors(pos, Succ);
  sb := TStringBuilder.Create(4096);
  try
    sb.Append('"moves":[');
    for i := 0 to n - 1 do begin
      if i > 0 then sb.Append(',');
      sb.Append('{"move":').Append(MoveJSON(Succ[i])).Append(',"position":')
        .Append(PositionJSON(Succ[i].pos, variant)).Append(',"outcome":').Append(OutcomeJSON(Succ[i])).Append('}');
    end;
    sb.Append(']');
    Result := sb.ToString;
  finally
    sb.Free;
  end;
end;

{ MoveKey is the canonical text of a JSON move, or '' with why set. }
function MoveKey(d: TJSONData; out why: string): string;
var o: TJSONObject;
    f: TJSONData;
    pit, dir, kichwa: string;
    safari: boolean;
    side, hole: integer;
begin
  Result := ''; why := '';
  if (d = nil) or (d.JSONType <> jtObject) then begin why := 'move: want an object'; exit; end;
  o := TJSONObject(d);
  f := o.Find('pit');
  if (f = nil) or (f.JSONType <> jtString) or not PitIndex(f.AsString, side, hole) then begin
    why := 'move.pit: want a pit name such as "A6"'; exit;
  end;
  pit := f.AsString;
  dir := ''; kichwa := ''; safari := false;
  f := o.Find('dir');
  if (f <> nil) and (f.JSONType <> jtNull) then begin
    if (f.JSONType <> jtString) or ((f.AsString <> 'cw') and (f.AsString <> 'ccw')) then begin
      why := 'move.dir: want "cw" or "ccw"'; exit;
    end;
    dir := f.AsString;
  end;
  f := o.Find('kichwa');
  if (f <> nil) and (f.JSONType <> jtNull) then begin
    if (f.JSONType <> jtString) or ((f.AsString <> 'left') and (f.AsString <> 'right')) then begin
      why := 'move.kichwa: want "left" or "right"'; exit;
    end;
    kichwa := f.AsString;
  end;
  f := o.Find('safari');
  if (f <> nil) and (f.JSONType <> jtNull) then begin
    if f.JSONType <> jtBoolean then begin why := 'move.safari: want true or false'; exit; end;
    safari := f.AsBoolean;
  end;
  Result := pit + '|' + dir + '|' + kichwa + '|' + BoolToStr(safari, true);
end;

function SuccKey(const s: TSucc): string;
begin
  Result := s.pit + '|' + s.dir + '|' + s.kichwa + '|' + BoolToStr(s.safari, true);
end;

function ApplyBody(req: TJSONObject): string;
var pos: TBaoPosition;
    variant, key, why, legal: string;
    n, i, w, side, hole: integer;
    mv: TJSONObject;
begin
  ParsePosition(req.Find('position'), pos, variant);
  key := MoveKey(req.Find('move'), why);
  if key = '' then exit(ErrorBody('bad-request', why));
  if GameOver(pos, w, why) then begin
    if w = SOUTH then exit(ErrorBody('illegal-move', 'game over: north has lost (' + why + ')'));
    exit(ErrorBody('illegal-move', 'game over: south has lost (' + why + ')'));
  end;
  n := Successors(pos, Succ);
  for i := 0 to n - 1 do
    if SuccKey(Succ[i]) = key then
      exit('"position":' + PositionJSON(Succ[i].pos, variant) + ',"outcome":' + OutcomeJSON(Succ[i]));
  { not legal: say why }
  mv := TJSONObject(req.Find('move'));
  PitIndex(mv.Find('pit').AsString, side, hole);
  if side <> pos.player then
    exit(ErrorBody('illegal-move', mv.Find('pit').AsString + ' is not a pit of the side to move'));
  n := Successors(pos, Succ, true);
  legal := '';
  for i := 0 to n - 1 do
    if SuccKey(Succ[i]) = key then
      exit(ErrorBody('illegal-move', Format('%s sows more than %d seeds: a long move is not legal (his rule 1.5a, movelimit)', [MoveText(Succ[i]), MoveLimit])))
    else if not Succ[i].long then begin
      if legal <> '' then legal := legal + ' ';
      legal := legal + MoveText(Succ[i]);
    end;
  if pos.hole[pos.player, hole] = 0 then
    exit(ErrorBody('illegal-move', mv.Find('pit').AsString + ' is empty'));
  Result := ErrorBody('illegal-move', 'not a legal move of Donkers'' engine (legal: ' + legal + ')');
end;

function Answer(const line: string): string;
var d: TJSONData;
    req: TJSONObject;
    id, op: string;
    f: TJSONData;
begin
  id := 'null';
  d := nil;
  try
    try
      d := GetJSON(line);
      if d.JSONType <> jtObject then exit('{"id":null,' + ErrorBody('bad-request', 'request: want a JSON object') + '}');
      req := TJSONObject(d);
      f := req.Find('id');
      if f <> nil then id := f.AsJSON;
      f := req.Find('op');
      if (f = nil) or (f.JSONType <> jtString) then exit('{"id":' + id + ',' + ErrorBody('bad-request', 'op: want a string') + '}');
      op := f.AsString;
      if op = 'hello' then Result := HelloBody
      else if op = 'moves' then Result := MovesBody(req)
      else if op = 'apply' then Result := ApplyBody(req)
      else Result := ErrorBody('unsupported', 'unknown op "' + op + '"');
    except
      on e: EBadPosition do Result := ErrorBody('bad-position', e.Message);
      on e: EUnsupported do Result := ErrorBody('unsupported', e.Message);
      on e: Exception do Result := ErrorBody('bad-request', e.ClassName + ': ' + e.Message);
    end;
    Result := '{"id":' + id + ',' + Result + '}';
  finally
    d.Free;
  end;
end;

var line: string;
    i: integer;
begin
  i := 1;
  while i <= ParamCount do begin
    if ParamStr(i) = '-nodialect' then Dialect := false
    else if (ParamStr(i) = '-version') and (i < ParamCount) then begin inc(i); Version := ParamStr(i); end
    else begin
      writeln(stderr, 'usage: donkersadapter [-nodialect] [-version V]');
      halt(2);
    end;
    inc(i);
  end;
  SetLength(Succ, 64);
  while not eof(input) do begin
    readln(input, line);
    if trim(line) = '' then continue;
    writeln(output, Answer(line));
    flush(output);
  end;
end.
