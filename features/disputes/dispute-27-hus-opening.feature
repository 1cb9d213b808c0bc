Feature: DISPUTE-27: must a Hus Bao move start with a capture?
  EN p.15 §Variation Bao for kids (l.305)/DE p.15 §Variation Bao für Kinder (l.297) allow any pit of 2 or more and call a harvest "allowed". See RULINGS.md.

  # Hus Bao. South: A1 2, A3 1, B5 2. North: a6 1 (faces A3). A1 clockwise ends in A3
  # (1 -> 2), facing a6: a capture. A1 the other way and B5 either way end in the back row.
  @dispute-27 @option-husOpening @VAR-HUS-2 @VAR-HUS-3 @EN @DE
  Scenario Outline: DISPUTE-27: a Hus Bao position with one capturing start
    Given the option "husOpening" is "<reading>"
    And the variant is "hus"
    And the board:
      | b | 8 | 8 | 7 | 7 | 7 | 7 | 7 | 7 |
      | a | 0 | 0 | 1 | 0 | 0 | 0 | 0 | 0 |
      | A | 2 | 0 | 1 | 0 | 0 | 0 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 2 | 0 | 0 | 0 |
    Then the legal moves are "<legal>"

    # EN p.15 §Variation Bao for kids (l.305) "any pit … containing at least 2 seeds, no matter from which row and in which direction" (BGA).
    @reading-free
    Examples: free
      | reading | legal              |
      | free    | A1<, A1>, B5<, B5> |

    # CAP-2 applied to Hus: the capturing start must be played.
    @reading-compulsory
    Examples: compulsory
      | reading    | legal |
      | compulsory | A1>   |
