Feature: End of game
  How the game ends (END). Every expected board is derived by hand, seed by seed.

  Rule: END-1 a player whose front row is empty has lost

    @END-1 @EN @DE @FR @WP @RN
    Scenario: South to move with an empty front row has lost
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  2 |
        | A |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | B |  8 |  8 | 11 |  7 |  7 |  7 |  7 |  7 |
      Then North wins by "front-row-empty"

  Rule: END-4 the game ends at once when a capture empties the front row

    # A1 (2) clockwise: A2, A3; A3 held 1 and faces a6 (3), North's last front seeds: capture, keep clockwise: A1, A2, A3.
    # North's front row is empty: the game ends ("bao hamna") and A3 (3) is not relayed.
    @END-4 @END-1 @END-5 @CAP-4 @EN @DE @FR @RN
    Scenario: The capture that empties North's front row ends the game after its seeds are sown
      Given the board:
        | b |  7 |  7 |  7 |  7 |  7 |  7 |  8 |  8 |
        | a |  0 |  0 |  3 |  0 |  0 |  0 |  0 |  0 |
        | A |  2 |  0 |  1 |  0 |  0 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      When the move "A1>" is played
      Then the board is:
        | b |  7 |  7 |  7 |  7 |  7 |  7 |  8 |  8 |
        | a |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  1 |  2 |  3 |  0 |  0 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South wins by "front-row-empty"
      And the trace has a "game-end" event
      And the trace has no "kuendelea" event

    # The store seed makes A3 2, facing a6 (2), North's only front pit: capture from the left kichwa: A1, A2.
    # North's front row is empty while both still hold store seeds.
    @END-1 @END-4 @PHASE-2 @NAMUA-2 @EN @DE @FR @RN
    Scenario: A namua capture of North's last front pit wins in the hand (mkononi)
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  0 |  0 |  2 |  0 |  0 |  0 |  0 |  0 |
        | A |  0 |  0 |  1 |  0 |  0 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 31 seeds in store and North has 30
      When the move "A3<" is played
      Then the board is:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  1 |  1 |  2 |  0 |  0 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South wins by "front-row-empty"
      And South has 30 seeds in store and North has 30

  Rule: END-2 a player who cannot move has lost

    @END-2 @SOW-8 @EN @DE @FR @WP @RN
    Scenario: In mtaji a side with single seeds only has no move and loses
      Given the board:
        | b |  7 |  7 |  7 |  7 |  7 |  8 |  8 |  8 |
        | a |  0 |  0 |  0 |  0 |  0 |  2 |  0 |  0 |
        | A |  0 |  1 |  0 |  0 |  1 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  1 |  0 |  0 |  0 |  0 |
      Then North wins by "no-legal-move"

    # South's spare seeds lie in B5 (more than 15: it cannot capture, and with A1 holding 2 the back row cannot
    # start a kutakata). A1 (2) clockwise: A2, A3 (empty). North has ten single seeds: no pit to start from.
    @END-2 @EN @DE @FR
    Scenario: North holds only single seeds and loses when his turn comes
      Given the board:
        | b |  1 |  1 |  1 |  1 |  1 |  1 |  1 |  1 |
        | a |  1 |  1 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  2 |  0 |  0 |  0 |  0 |  0 |  1 |  0 |
        | B |  0 |  0 |  0 |  0 | 51 |  0 |  0 |  0 |
      When the move "A1>*" is played
      Then the board is:
        | b |  1 |  1 |  1 |  1 |  1 |  1 |  1 |  1 |
        | a |  1 |  1 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  0 |  1 |  1 |  0 |  0 |  0 |  1 |  0 |
        | B |  0 |  0 |  0 |  0 | 51 |  0 |  0 |  0 |
      And South wins by "no-legal-move"
