Feature: Mtaji phase
  Moves once both stores are empty (MTAJI): where a move may start, captures first, and the back row.
  Every expected board is derived by hand, seed by seed.

  Rule: MTAJI-4 a kutakata starts in the front row while a front pit holds two or more seeds

    # No capture: A3 ends in A5 or A1 (empty); B4 (5) ends in A2 or A8 (empty).
    @MTAJI-4 @MTAJI-1 @EN @DE @FR @WP
    Scenario: The back row is closed while the front row has a pair
      Given the board:
        | b |  6 |  7 |  7 |  7 |  7 |  7 |  7 |  7 |
        | a |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  2 |
        | A |  0 |  0 |  2 |  0 |  0 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  5 |  0 |  0 |  0 |  0 |
      Then the legal moves are "A3<*, A3>*"

    @MTAJI-4 @EN @DE @FR @WP
    Scenario: Sowing the back row is illegal while the front row has a pair
      Given the board:
        | b |  6 |  7 |  7 |  7 |  7 |  7 |  7 |  7 |
        | a |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  2 |
        | A |  0 |  0 |  2 |  0 |  0 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  5 |  0 |  0 |  0 |  0 |
      When the move "B4<*" is played
      Then the move is illegal: "in the back row"

    # B4 clockwise goes left along the back row ("<"): B3, B2, B1, A1, A2. Anticlockwise (">"): B5, B6, B7, B8, A8.
    @MTAJI-4 @NOTATION-5 @EN @DE @FR @WP
    Scenario: With only single seeds in front, the back row may start
      Given the board:
        | b |  7 |  7 |  7 |  7 |  7 |  7 |  7 |  7 |
        | a |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  2 |
        | A |  0 |  0 |  1 |  0 |  0 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  5 |  0 |  0 |  0 |  0 |
      Then the legal moves are "B4<*, B4>*"

    # B4 (5) clockwise: B3, B2, B1, A1, A2 (empty).
    @MTAJI-4 @SOW-1 @NOTATION-5 @EN @DE @FR @WP
    Scenario: A back-row kutakata turns the corner into the front row
      Given the board:
        | b |  7 |  7 |  7 |  7 |  7 |  7 |  7 |  7 |
        | a |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  2 |
        | A |  0 |  0 |  1 |  0 |  0 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  5 |  0 |  0 |  0 |  0 |
      When the move "B4<*" is played
      Then the board is:
        | b |  7 |  7 |  7 |  7 |  7 |  7 |  7 |  7 |
        | a |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  2 |
        | A |  1 |  1 |  1 |  0 |  0 |  0 |  0 |  0 |
        | B |  1 |  1 |  1 |  0 |  0 |  0 |  0 |  0 |

  Rule: MTAJI-5 a lone kichwa may not be sown towards the back row

    # A8 faces a1 (empty). Anticlockwise: A7, A6, A5 (empty): no capture.
    @MTAJI-5 @FR
    Scenario: The lone right kichwa sows only anticlockwise
      Given the board:
        | b |  7 |  7 |  7 |  7 |  7 |  8 |  8 |  8 |
        | a |  2 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  3 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      Then the legal moves are "A8<*"

    @MTAJI-5 @FR
    Scenario: The lone kichwa into the back row is illegal
      Given the board:
        | b |  7 |  7 |  7 |  7 |  7 |  8 |  8 |  8 |
        | a |  2 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  3 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      When the move "A8>*" is played
      Then the move is illegal: "A8 is the only non-empty front pit"
