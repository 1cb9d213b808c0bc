unit main;
{ Stand-in for Donkers' GUI form unit: only the settings his unit global reads. }
interface
var
  maxsearchdepth: integer;
  searchtime: integer;
  movelimit: integer;
  ignoretakasia: boolean;
implementation
end.
