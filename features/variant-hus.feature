Feature: Variant: Hus Bao
  Hus Bao (VAR-HUS): the Kujifunza setup, any pit of two or more in either row and direction, captures in any
  sowing, and no kichwa: the own pit and the captured seeds are sown on together.
  Every expected board is derived by hand, seed by seed.

  Rule: VAR-HUS-1 the Kujifunza setup

    @VAR-HUS-1 @EN @DE
    Scenario: The Hus Bao start position
      Given the start position of "hus"
      Then the board is:
        | b |  2 |  2 |  2 |  2 |  2 |  2 |  2 |  2 |
        | a |  2 |  2 |  2 |  2 |  2 |  2 |  2 |  2 |
        | A |  2 |  2 |  2 |  2 |  2 |  2 |  2 |  2 |
        | B |  2 |  2 |  2 |  2 |  2 |  2 |  2 |  2 |
      And South has 0 seeds in store and North has 0
      And South's house is "none"

  Rule: VAR-HUS-2 any pit of two or more, in either row and direction

    # No move has to capture first (our reading of DISPUTE-27), and Hus moves carry no kutakata marks.
    @VAR-HUS-2 @EN @DE
    Scenario: From the start every pit may be sown either way
      Given the start position of "hus"
      Then the legal moves are "A1<, A1>, A2<, A2>, A3<, A3>, A4<, A4>, A5<, A5>, A6<, A6>, A7<, A7>, A8<, A8>, B1<, B1>, B2<, B2>, B3<, B3>, B4<, B4>, B5<, B5>, B6<, B6>, B7<, B7>, B8<, B8>"

  Rule: VAR-HUS-3 no kichwa: the own pit and the captured seeds are sown on together

    # A1 (2): A2, A3. A3 held 2 and faces a6 (2): A3's 3 and a6's 2 are sown on from A4: A4, A5, A6, A7, A8.
    # A8 held 2 and faces a1 (2): A8's 3 and a1's 2 go on: B8, B7, B6, B5, B4. B4 held 2 (back row): relay 3:
    # B3, B2, B1. B1 held 2: relay 3: A1, A2, A3. A3 was emptied by the capture: the move ends.
    @VAR-HUS-3 @VAR-HUS-2 @EN @DE
    Scenario: Two captures sown on from the capturing pit
      Given the start position of "hus"
      When the move "A1>" is played
      Then the board is:
        | b |  2 |  2 |  2 |  2 |  2 |  2 |  2 |  2 |
        | a |  2 |  2 |  0 |  2 |  2 |  2 |  2 |  0 |
        | A |  1 |  4 |  1 |  3 |  3 |  3 |  3 |  0 |
        | B |  0 |  3 |  3 |  0 |  3 |  3 |  3 |  3 |
      And the trace has a capture of 2 seeds from a6
      And the trace has a capture of 2 seeds from a1

    # A8 (2): B8, B7. B7 held 2: relay 3: B6, B5, B4; relay 3: B3, B2, B1; relay 3: A1, A2, A3. A3 held 2 and faces
    # a6 (2): A3's 3 and a6's 2 go on: A4, A5, A6, A7, A8. A8 was emptied at the start: the move ends.
    @VAR-HUS-2 @VAR-HUS-3 @EN @DE
    Scenario: A move that starts in the back row captures after three relays
      Given the start position of "hus"
      When the move "A8>" is played
      Then the board is:
        | b |  2 |  2 |  2 |  2 |  2 |  2 |  2 |  2 |
        | a |  2 |  2 |  0 |  2 |  2 |  2 |  2 |  2 |
        | A |  3 |  3 |  0 |  3 |  3 |  3 |  3 |  1 |
        | B |  0 |  3 |  3 |  0 |  3 |  3 |  0 |  3 |
      And the trace has a capture of 2 seeds from a6
      And the trace has a "kuendelea" event at B7
      And the trace has a "kuendelea" event at B4
      And the trace has a "kuendelea" event at B1

    # A1 (2): A2, A3. A3 held 1 and faces a6 (1), North's last front seed: A3's 2 and the captured 1 go on: A4, A5, A6.
    @VAR-HUS-3 @END-4 @END-1 @EN @DE
    Scenario: A Hus capture that empties North's front row ends the game after its sowing
      Given the board:
        | b |  7 |  7 |  7 |  7 |  8 |  8 |  8 |  8 |
        | a |  0 |  0 |  1 |  0 |  0 |  0 |  0 |  0 |
        | A |  2 |  0 |  1 |  0 |  0 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And the variant is "hus"
      When the move "A1>" is played
      Then the board is:
        | b |  7 |  7 |  7 |  7 |  8 |  8 |  8 |  8 |
        | a |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  0 |  1 |  0 |  1 |  1 |  1 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South wins by "front-row-empty"
      And the trace has a capture of 1 seed from a6
