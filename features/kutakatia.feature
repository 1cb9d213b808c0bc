Feature: Kutakatia (blocking)
  After a kutakata that leaves exactly one opponent pit open to capture, that pit is blocked (BLOCK).
  North's spare seeds lie in b4: a pit of more than 15 seeds can never start a capture (SEEDCAP), and
  it stays out of reach of every sowing below. Every expected board is derived by hand, seed by seed.

  Rule: BLOCK-1 a kutakata that leaves exactly one capture blocks that pit

    # A5 (3) clockwise: A6, A7, A8 (empty): a kutakata. Now A6 (2) clockwise would end in A8 (1) facing a1 (2),
    # South's only capture. North cannot capture (a1 and a7 reach only empty pits or the back row), and a1 is
    # neither North's only occupied front pit nor his only pit of two or more: a1 is blocked.
    @BLOCK-1 @BLOCK-3 @BLOCK-8 @EN @DE @FR @RN
    Scenario: South's kutakata threatens only a1, which is blocked
      Given the board:
        | b |  0 |  0 |  0 |  0 | 56 |  0 |  0 |  0 |
        | a |  0 |  2 |  0 |  0 |  0 |  0 |  0 |  2 |
        | A |  0 |  0 |  0 |  0 |  3 |  1 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South's house is "destroyed"
      When the move "A5>**" is played
      Then the board is:
        | b |  0 |  0 |  0 |  0 | 56 |  0 |  0 |  0 |
        | a |  0 |  2 |  0 |  0 |  0 |  0 |  0 |  2 |
        | A |  0 |  0 |  0 |  0 |  0 |  2 |  1 |  1 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And a1 is blocked
      And the trace has a "block-set" event at a1
      And North is to move

    # A5 anticlockwise (A4, A3, A2) leaves South no capture, so it blocks nothing.
    @BLOCK-8 @NOTATION-1 @FR
    Scenario: The blocking kutakata is written with two stars
      Given the board:
        | b |  0 |  0 |  0 |  0 | 56 |  0 |  0 |  0 |
        | a |  0 |  2 |  0 |  0 |  0 |  0 |  0 |  2 |
        | A |  0 |  0 |  0 |  0 |  3 |  1 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South's house is "destroyed"
      Then the legal moves are "A5<*, A5>**"

    @BLOCK-4 @EN @DE @FR @RN
    Scenario: The blocked pit cannot start North's kutakata
      Given the board:
        | b |  0 |  0 |  0 |  0 | 56 |  0 |  0 |  0 |
        | a |  0 |  2 |  0 |  0 |  0 |  0 |  0 |  2 |
        | A |  0 |  0 |  0 |  0 |  3 |  1 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South's house is "destroyed"
      When the move "A5>**" is played
      Then the legal moves are "a7<*, a7>*"

    @BLOCK-4 @EN @DE @FR @RN
    Scenario: Sowing the blocked pit is illegal
      Given the board:
        | b |  0 |  0 |  0 |  0 | 56 |  0 |  0 |  0 |
        | a |  0 |  2 |  0 |  0 |  0 |  0 |  0 |  2 |
        | A |  0 |  0 |  0 |  0 |  3 |  1 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South's house is "destroyed"
      When the move "A5>**" is played
      And the move "a1>*" is played
      Then the move is illegal: "a1 is blocked"

    # A3 (2) clockwise: A4, A5 (empty). Now A2 (3) clockwise and A7 (2) anticlockwise both end in A5 (1), facing a4 (2):
    # two moves, one pit (our reading of DISPUTE-16). North cannot capture, and a4 is not exempt (a7 also holds 2),
    # so a4 is blocked and North must sow a7.
    @BLOCK-1 @BLOCK-4 @EN @DE @FR
    Scenario: Two capture moves aimed at the same pit still make one harvest: it is blocked
      Given the board:
        | b |  0 |  0 |  0 |  0 | 52 |  0 |  0 |  0 |
        | a |  1 |  2 |  0 |  0 |  2 |  0 |  0 |  0 |
        | A |  0 |  3 |  2 |  0 |  0 |  0 |  2 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South's house is "destroyed"
      When the move "A3>**" is played
      Then the board is:
        | b |  0 |  0 |  0 |  0 | 52 |  0 |  0 |  0 |
        | a |  1 |  2 |  0 |  0 |  2 |  0 |  0 |  0 |
        | A |  0 |  3 |  0 |  1 |  1 |  0 |  2 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And a4 is blocked
      And the legal moves are "a7<*, a7>*"

  Rule: BLOCK-2 a functional house, the only occupied front pit and the only front pit with two or more cannot be blocked

    @BLOCK-2 @FR @EN
    Scenario: North's only occupied front pit is not blocked
      Given the board:
        | b |  0 |  0 |  0 |  0 | 58 |  0 |  0 |  0 |
        | a |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  2 |
        | A |  0 |  0 |  0 |  0 |  3 |  1 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South's house is "destroyed"
      When the move "A5>*" is played
      Then no pit is blocked
      And the trace has no "block-set" event

    @BLOCK-2 @FR @EN @DE
    Scenario: North's only front pit with two or more seeds is not blocked
      Given the board:
        | b |  0 |  0 |  0 |  0 | 57 |  0 |  0 |  0 |
        | a |  0 |  1 |  0 |  0 |  0 |  0 |  0 |  2 |
        | A |  0 |  0 |  0 |  0 |  3 |  1 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South's house is "destroyed"
      When the move "A5>*" is played
      Then no pit is blocked

    # A1 (4) clockwise: A2, A3, A4, A5 (empty). Now A2 (2) clockwise would end in A4 (1) facing North's house a5:
    # South's only capture. The house holds 6: it is functional and cannot be blocked.
    @BLOCK-2 @HOUSE-9 @EN @DE @FR
    Scenario: North's functional house is not blocked
      Given the board:
        | b |  0 |  0 |  0 |  0 | 51 |  0 |  0 |  0 |
        | a |  2 |  0 |  0 |  6 |  0 |  0 |  0 |  0 |
        | A |  4 |  1 |  0 |  0 |  0 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South's house is "destroyed"
      When the move "A1>*" is played
      Then the board is:
        | b |  0 |  0 |  0 |  0 | 51 |  0 |  0 |  0 |
        | a |  2 |  0 |  0 |  6 |  0 |  0 |  0 |  0 |
        | A |  0 |  2 |  1 |  1 |  1 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And no pit is blocked
      And North's house is "intact"

    @BLOCK-2 @HOUSE-9 @HOUSE-2 @EN @DE
    Scenario: A house of five is not functional and can be blocked
      Given the board:
        | b |  0 |  0 |  0 |  0 | 52 |  0 |  0 |  0 |
        | a |  2 |  0 |  0 |  5 |  0 |  0 |  0 |  0 |
        | A |  4 |  1 |  0 |  0 |  0 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South's house is "destroyed"
      And North's house is "intact"
      When the move "A1>**" is played
      Then a5 is blocked

  Rule: BLOCK-5 there is no block when the threatened player can capture

    # After A5 (3): A6, A7, A8, North's a1 (2) clockwise ends in a3 (1) facing A6 (2): North captures, no block.
    @BLOCK-5 @EN @DE @FR @RN
    Scenario: North can capture, so a1 is not blocked
      Given the board:
        | b |  0 |  0 |  0 |  0 | 55 |  0 |  0 |  0 |
        | a |  0 |  2 |  0 |  0 |  0 |  1 |  0 |  2 |
        | A |  0 |  0 |  0 |  0 |  3 |  1 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South's house is "destroyed"
      When the move "A5>*" is played
      Then no pit is blocked
      And the legal moves are "a1>"

  Rule: BLOCK-4 a kutakata ending in the blocked pit stops there; BLOCK-6 the blocker must then capture it

    # The front row holds single seeds only, so the back row is sown (MTAJI-4). B7 anticlockwise (">"): B8, A8, A7
    # leaves A8 (2) able to capture a3 by A7, A6. The other three leave South no capture.
    @BLOCK-1 @BLOCK-8 @MTAJI-4 @EN @DE @FR
    Scenario: Of four back-row kutakata only one blocks
      Given the board:
        | b |  0 |  0 |  0 |  0 | 50 |  0 |  0 |  0 |
        | a |  0 |  2 |  0 |  1 |  0 |  2 |  0 |  0 |
        | A |  0 |  0 |  1 |  0 |  0 |  1 |  0 |  1 |
        | B |  3 |  0 |  0 |  0 |  0 |  0 |  3 |  0 |
      And South's house is "destroyed"
      And North's house is "destroyed"
      Then the legal moves are "B1<*, B1>*, B7<*, B7>**"

    # South blocks a3. North's a7 (2) anticlockwise: a6, a5; a5 held 1 and faces A4 (empty): relay 2: a4, a3.
    # a3 is blocked: the move ends there instead of relaying its 3 seeds. North's a3 (3) now threatens only A3, but South
    # can capture, so North's kutakata blocks nothing (BLOCK-5).
    @BLOCK-4 @KUEN-5 @MOVE-3 @EN @DE @FR @RN
    Scenario: North's relay ends in the blocked pit and stops there
      Given the board:
        | b |  0 |  0 |  0 |  0 | 50 |  0 |  0 |  0 |
        | a |  0 |  2 |  0 |  1 |  0 |  2 |  0 |  0 |
        | A |  0 |  0 |  1 |  0 |  0 |  1 |  0 |  1 |
        | B |  3 |  0 |  0 |  0 |  0 |  0 |  3 |  0 |
      And South's house is "destroyed"
      And North's house is "destroyed"
      When the move "B7>**" is played
      And the move "a7<*" is played
      Then the board is:
        | b |  0 |  0 |  0 |  0 | 50 |  0 |  0 |  0 |
        | a |  0 |  0 |  1 |  0 |  1 |  3 |  0 |  0 |
        | A |  0 |  0 |  1 |  0 |  0 |  1 |  1 |  2 |
        | B |  3 |  0 |  0 |  0 |  0 |  0 |  0 |  1 |
      And the trace has a "move-end" event at a3
      And the side to move must capture a3
      And the trace has a "must-capture" event at a3
      And no pit is blocked

    # A8 (2) anticlockwise: A7, A6 captures a3 at once. B1 (3) clockwise: A1, A2, A3 captures a6 (1) first and
    # a3 later (see the next scenario). Both take the blocked pit.
    @BLOCK-6 @EN @DE
    Scenario: The blocker's captures must take the blocked pit, first or later in the move
      Given the board:
        | b |  0 |  0 |  0 |  0 | 50 |  0 |  0 |  0 |
        | a |  0 |  2 |  0 |  1 |  0 |  2 |  0 |  0 |
        | A |  0 |  0 |  1 |  0 |  0 |  1 |  0 |  1 |
        | B |  3 |  0 |  0 |  0 |  0 |  0 |  3 |  0 |
      And South's house is "destroyed"
      And North's house is "destroyed"
      When the move "B7>**" is played
      And the move "a7<*" is played
      Then the legal moves are "A8<, B1<"

    # B1 (3) clockwise: A1, A2, A3; A3 held 1 and faces a6 (1): capture, keep clockwise: A1. A1 held 1, a8 is empty:
    # relay 2: A2, A3. A3 held 2, a6 is empty: relay 3: A4, A5, A6. A6 held 1 and faces a3 (3): capture, keep clockwise:
    # A1, A2, A3. A3 was empty: the move ends.
    @BLOCK-6 @CAP-6 @DIR-3 @DIR-4 @EN @DE
    Scenario: The blocked pit captured second in a chain
      Given the board:
        | b |  0 |  0 |  0 |  0 | 50 |  0 |  0 |  0 |
        | a |  0 |  2 |  0 |  1 |  0 |  2 |  0 |  0 |
        | A |  0 |  0 |  1 |  0 |  0 |  1 |  0 |  1 |
        | B |  3 |  0 |  0 |  0 |  0 |  0 |  3 |  0 |
      And South's house is "destroyed"
      And North's house is "destroyed"
      When the move "B7>**" is played
      And the move "a7<*" is played
      And the move "B1<" is played
      Then the board is:
        | b |  0 |  0 |  0 |  0 | 50 |  0 |  0 |  0 |
        | a |  0 |  0 |  0 |  0 |  1 |  0 |  0 |  0 |
        | A |  1 |  3 |  1 |  1 |  1 |  2 |  1 |  2 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  1 |
      And the trace has a capture of 1 seed from a6 entered at the left kichwa
      And the trace has a capture of 3 seeds from a3 entered at the left kichwa
      And the side to move has no capture obligation
      And no pit is blocked

    # A8 (2) anticlockwise: A7, A6 captures a3. A1 (2) clockwise: A2, A3 captures a6 (2), enters at A1: A1, A2; A2 held 1
    # and a7 is empty: relay 2: A3, A4 (empty). That move never takes a3.
    @BLOCK-6 @EN @DE
    Scenario: Of two captures only the one that takes the blocked pit is legal
      Given the board:
        | b |  0 |  0 |  0 |  0 | 54 |  0 |  0 |  0 |
        | a |  0 |  0 |  2 |  0 |  0 |  2 |  0 |  0 |
        | A |  2 |  0 |  1 |  0 |  0 |  1 |  0 |  2 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South's house is "destroyed"
      And the side to move must capture a3
      Then the legal moves are "A8<"

    @BLOCK-6 @EN @DE
    Scenario: The other capture is illegal while the obligation stands
      Given the board:
        | b |  0 |  0 |  0 |  0 | 54 |  0 |  0 |  0 |
        | a |  0 |  0 |  2 |  0 |  0 |  2 |  0 |  0 |
        | A |  2 |  0 |  1 |  0 |  0 |  1 |  0 |  2 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South's house is "destroyed"
      And the side to move must capture a3
      When the move "A1>" is played
      Then the move is illegal: "must capture a3"

    @BLOCK-6 @CAP-3 @EN @DE
    Scenario: Without the obligation both captures are legal
      Given the board:
        | b |  0 |  0 |  0 |  0 | 54 |  0 |  0 |  0 |
        | a |  0 |  0 |  2 |  0 |  0 |  2 |  0 |  0 |
        | A |  2 |  0 |  1 |  0 |  0 |  1 |  0 |  2 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South's house is "destroyed"
      Then the legal moves are "A1>, A8<"

  Rule: BLOCK-7 blocking belongs to the mtaji phase

    # No capture: A3 faces a6 and A7 faces a2, both empty. Under our reading (DISPUTE-15) blocks are a mtaji rule.
    @BLOCK-7 @EN @DE @RN
    Scenario: A block given in namua does not bind
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  2 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  0 |  0 |  2 |  0 |  0 |  0 |  2 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 29 seeds in store and North has 29
      And A3 is blocked
      Then the legal moves are "A3<*, A3>*, A7<*, A7>*"
