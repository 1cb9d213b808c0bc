unit protocol;

{ Protocol v1 (README "Check your engine") over the bridge: JSON positions and
  moves in and out. }

{$mode delphi}{$H+}

interface

uses sysutils, global, bridge, fpjson;

type
  EBadPosition = class(Exception);
  { EUnsupported: a variant his engine does not play. }
  EUnsupported = class(Exception);

{ ParsePosition reads a v1 position; it raises EBadPosition naming the field. }
procedure ParsePosition(o: TJSONData; out pos: TBaoPosition; out variant: string);
function PositionJSON(const pos: TBaoPosition; const variant: string): string;
function MoveJSON(const s: TSucc): string;
function OutcomeJSON(const s: TSucc): string;
function JSONStr(const s: string): string;

implementation

function JSONStr(const s: string): string;
var i: integer;
begin
  Result := '"';
  for i := 1 to length(s) do
    case s[i] of
      '"': Result := Result + '\"';
      '\': Result := Result + '\\';
      #0..#31: Result := Result + '\u' + IntToHex(ord(s[i]), 4);
    else Result := Result + s[i];
    end;
  Result := Result + '"';
end;

procedure Bad(const msg: string);
begin
  raise EBadPosition.Create(msg);
end;

function IntField(o: TJSONObject; const name, path: string; max: integer): integer;
var d: TJSONData;
begin
  d := o.Find(name);
  if (d = nil) or (d.JSONType <> jtNumber) then Bad(path + '.' + name + ': want a number');
  Result := d.AsInteger;
  if (Result < 0) or (Result > max) then Bad(Format('%s.%s: %d out of range 0..%d', [path, name, Result, max]));
end;

procedure ParseRow(o: TJSONObject; const name, path: string; out v: array of integer);
var d: TJSONData;
    a: TJSONArray;
    i: integer;
begin
  d := o.Find(name);
  if (d = nil) or (d.JSONType <> jtArray) then Bad(path + '.' + name + ': want an array of 8 counts');
  a := TJSONArray(d);
  if a.Count <> 8 then Bad(Format('%s.%s: %d pits, want 8', [path, name, a.Count]));
  for i := 0 to 7 do begin
    if a.Items[i].JSONType <> jtNumber then Bad(Format('%s.%s[%d]: want a number', [path, name, i]));
    v[i] := a.Items[i].AsInteger;
    if (v[i] < 0) or (v[i] > 64) then Bad(Format('%s.%s[%d]: %d out of range 0..64', [path, name, i, v[i]]));
  end;
end;

procedure ParseSide(o: TJSONObject; side: integer; const path, variant: string; var pos: TBaoPosition);
var d: TJSONData;
    so: TJSONObject;
    row: array[0..7] of integer;
    i: integer;
    h: string;
begin
  d := o.Find(path);
  if (d = nil) or (d.JSONType <> jtObject) then Bad(path + ': want an object');
  so := TJSONObject(d);
  ParseRow(so, 'front', path, row);
  for i := 0 to 7 do pos.hole[side, i] := row[i];
  ParseRow(so, 'back', path, row);
  for i := 0 to 7 do pos.hole[side, 15 - i] := row[i]; { back[k] is pit k+1 }
  pos.store[side] := IntField(so, 'store', path, 64);
  d := so.Find('house');
  if (d = nil) or (d.JSONType <> jtString) then Bad(path + '.house: want "intact", "destroyed" or "none"');
  h := d.AsString;
  if h = 'intact' then pos.ownsnyumba[side] := true
  else if (h = 'destroyed') or (h = 'none') then pos.ownsnyumba[side] := false
  else Bad(path + '.house: "' + h + '", want "intact", "destroyed" or "none"');
  if (variant = 'kujifunza') and (h <> 'none') then Bad(path + '.house: kujifunza has no house, want "none"');
  if (variant = 'kiswahili') and (h = 'none') then Bad(path + '.house: kiswahili has a house, want "intact" or "destroyed"');
end;

procedure ParsePosition(o: TJSONData; out pos: TBaoPosition; out variant: string);
var po: TJSONObject;
    d: TJSONData;
    side, hole, total, s, i: integer;
begin
  if (o = nil) or (o.JSONType <> jtObject) then Bad('position: want an object');
  po := TJSONObject(o);
  FillChar(pos, SizeOf(pos), 0);
  d := po.Find('variant');
  if (d = nil) or (d.JSONType <> jtString) then Bad('position.variant: want a string');
  variant := d.AsString;
  if (variant <> 'kiswahili') and (variant <> 'kujifunza') then
    raise EUnsupported.Create('position.variant: "' + variant + '" is not played by this engine (kiswahili, kujifunza)');
  d := po.Find('toMove');
  if (d = nil) or (d.JSONType <> jtString) then Bad('position.toMove: want "south" or "north"');
  if d.AsString = 'south' then pos.player := SOUTH
  else if d.AsString = 'north' then pos.player := NORTH
  else Bad('position.toMove: "' + d.AsString + '", want "south" or "north"');
  ParseSide(po, SOUTH, 'south', variant, pos);
  ParseSide(po, NORTH, 'north', variant, pos);
  total := 0;
  for s := 0 to 1 do begin
    inc(total, pos.store[s]);
    for i := 0 to 15 do inc(total, pos.hole[s, i]);
  end;
  if total <> 64 then Bad(Format('position: %d seeds, want 64', [total]));
  pos.intakasia := NOTAKASIA;
  d := po.Find('blocked');
  if (d <> nil) and (d.JSONType <> jtNull) then begin
    if (d.JSONType <> jtString) or not PitIndex(d.AsString, side, hole) then
      Bad('position.blocked: want a pit name or null');
    if side <> pos.player then Bad('position.blocked: ' + d.AsString + ' is not a pit of the side to move');
    pos.intakasia := hole;
  end;
  { mustCapture: his engine has no blocker's obligation (DISPUTE-19 "none"):
    the field is read and has no effect. }
  d := po.Find('mustCapture');
  if (d <> nil) and (d.JSONType <> jtNull) then begin
    if (d.JSONType <> jtString) or not PitIndex(d.AsString, side, hole) then
      Bad('position.mustCapture: want a pit name or null');
  end;
end;

function RowJSON(const pos: TBaoPosition; side: integer; back: boolean): string;
var i, v: integer;
begin
  Result := '[';
  for i := 0 to 7 do begin
    if back then v := pos.hole[side, 15 - i] else v := pos.hole[side, i];
    if i > 0 then Result := Result + ',';
    Result := Result + IntToStr(v);
  end;
  Result := Result + ']';
end;

function SideJSON(const pos: TBaoPosition; side: integer; const variant: string): string;
var h: string;
begin
  if variant = 'kujifunza' then h := 'none'
  else if pos.ownsnyumba[side] then h := 'intact'
  else h := 'destroyed';
  Result := '{"front":' + RowJSON(pos, side, false) + ',"back":' + RowJSON(pos, side, true) +
    ',"store":' + IntToStr(pos.store[side]) + ',"house":"' + h + '"}';
end;

function PositionJSON(const pos: TBaoPosition; const variant: string): string;
var tm, blk: string;
begin
  if pos.player = SOUTH then tm := 'south' else tm := 'north';
  { His intakasia on an empty pit has no effect (generatemoves lists only
    pits of 2 or more, and a sowing ending there ends anyway): no block. It
    happens with his stale block after a capture move (README, bug 4). }
  if (pos.intakasia = NOTAKASIA) or (pos.intakasia > 15) or (pos.hole[pos.player, pos.intakasia] = 0) then blk := 'null'
  else blk := '"' + PitName(pos.player, pos.intakasia) + '"';
  Result := '{"variant":"' + variant + '","toMove":"' + tm + '","south":' + SideJSON(pos, SOUTH, variant) +
    ',"north":' + SideJSON(pos, NORTH, variant) + ',"blocked":' + blk + ',"mustCapture":null}';
end;

function MoveJSON(const s: TSucc): string;
begin
  Result := '{"pit":"' + s.pit + '"';
  if s.dir <> '' then Result := Result + ',"dir":"' + s.dir + '"';
  if s.kichwa <> '' then Result := Result + ',"kichwa":"' + s.kichwa + '"';
  if s.safari then Result := Result + ',"safari":true';
  Result := Result + '}';
end;

function OutcomeJSON(const s: TSucc): string;
begin
  if s.winner = NoWinner then exit('null');
  if s.winner = SOUTH then Result := '{"winner":"south"' else Result := '{"winner":"north"';
  Result := Result + ',"reason":"' + s.reason + '"}';
end;

end.
