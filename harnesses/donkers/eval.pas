unit eval;
{ Stand-in for Donkers' evaluator unit (its neural-net weights are not in his
  repository). The adapter never searches, so no evaluation is needed. }
interface
uses global;
function default_evaluate(pos: TBaoPosition): integer;
implementation
function default_evaluate(pos: TBaoPosition): integer;
begin
  default_evaluate := 1;
end;
end.
