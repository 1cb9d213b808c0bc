Feature: Namua phase
  Moves while the store holds seeds (NAMUA): the store seed, namua captures, kutakata, the house's
  privileges in namua, taxation, single seeds and the lone kichwa.
  Every expected board is derived by hand, seed by seed.

  Rule: NAMUA-1 every namua move starts with a store seed in a non-empty front pit

    @NAMUA-1 @EN @DE @FR @WP @RN
    Scenario: The store seed cannot go into an empty pit
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  2 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  0 |  0 |  2 |  0 |  0 |  0 |  0 |  0 |
        | B |  0 |  0 |  2 |  0 |  0 |  0 |  0 |  0 |
      And South has 29 seeds in store and North has 29
      When the move "A4>*" is played
      Then the move is illegal: "A4 is empty"

    @NAMUA-1 @EN @DE @FR @WP @RN
    Scenario: The store seed cannot go into the back row
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  2 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  0 |  0 |  2 |  0 |  0 |  0 |  0 |  0 |
        | B |  0 |  0 |  2 |  0 |  0 |  0 |  0 |  0 |
      And South has 29 seeds in store and North has 29
      When the move "B3<*" is played
      Then the move is illegal: "front pit"

    # A3 faces a6 (empty): no capture. B3 is in the back row.
    @NAMUA-1 @NAMUA-3 @EN @DE @FR @WP @RN
    Scenario: The legal namua moves use the occupied front pits only
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  2 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  0 |  0 |  2 |  0 |  0 |  0 |  0 |  0 |
        | B |  0 |  0 |  2 |  0 |  0 |  0 |  0 |  0 |
      And South has 29 seeds in store and North has 29
      Then the legal moves are "A3<*, A3>*"

  Rule: NAMUA-5 a functional house may not take the seed for a kutakata unless it is the only occupied front pit

    # No capture: A2 faces a7 and A5 faces a4, both empty. With a functional house a single seed may be played (NAMUA-8).
    @NAMUA-5 @VAR-WP-1 @HOUSE-11 @EN @DE @FR @RN @WP
    Scenario: The house is barred while another front pit holds seeds
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  2 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  0 |  1 |  0 |  0 |  6 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 27 seeds in store and North has 28
      Then the legal moves are "A2<*, A2>*"

    @NAMUA-5 @EN @DE @FR
    Scenario: Playing the house for a kutakata is illegal
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  2 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  0 |  1 |  0 |  0 |  6 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 27 seeds in store and North has 28
      When the move "A5>*" is played
      Then the move is illegal: "only when it is the only non-empty front pit"

  Rule: NAMUA-6 taxation: the lone functional house gives up exactly two seeds

    @NAMUA-6 @EN @DE @FR @RN @RN-d22
    Scenario: The lone house may be taxed in either direction
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  2 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  0 |  0 |  0 |  0 |  6 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 28 seeds in store and North has 28
      Then the legal moves are "A5<*, A5>*"

    # The store seed makes the house 7; two seeds go A6, A7 (empty): the move ends. 5 stay: the house is now
    # inactive (HOUSE-6).
    @NAMUA-6 @HOUSE-6 @EN @DE @FR @RN @RN-d22
    Scenario: Taxation sows two seeds and leaves the rest in the house
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  2 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  0 |  0 |  0 |  0 |  6 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 28 seeds in store and North has 28
      When the move "A5>*" is played
      Then the board is:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  2 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  0 |  0 |  0 |  0 |  5 |  1 |  1 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And the trace has a "taxation" event at A5
      And South's house is "intact"
      And South has 27 seeds in store and North has 28
      And the move sowed 2 seeds

    # The house holds 5, fewer than 6: it is not functional, so it can be played like any pit with 2 or more,
    # and A6 and A7 (one seed each) cannot (NAMUA-8).
    @NAMUA-8 @HOUSE-2 @HOUSE-6 @EN @DE @FR
    Scenario: After the tax the inactive house is an ordinary pit and single seeds are barred
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  2 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  0 |  0 |  0 |  0 |  5 |  1 |  1 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 27 seeds in store and North has 28
      And South's house is "intact"
      Then the legal moves are "A5<*, A5>*"

    # The store seed makes the house 6; all 6 are lifted: A6, A7, A8, B8, B7, B6 (empty).
    @HOUSE-1 @HOUSE-2 @NAMUA-3 @EN @DE @FR @RN @WP
    Scenario: Sowing the inactive house empties it for good
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  2 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  0 |  0 |  0 |  0 |  5 |  1 |  1 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 27 seeds in store and North has 28
      And South's house is "intact"
      When the move "A5>*" is played
      Then the board is:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  2 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  0 |  0 |  0 |  0 |  0 |  2 |  2 |  1 |
        | B |  0 |  0 |  0 |  0 |  0 |  1 |  1 |  1 |
      And South's house is "destroyed"
      And the trace has a "house-destroyed" event at A5

  Rule: NAMUA-8 without a functional house a kutakata needs a pit with two or more seeds, if there is one

    @NAMUA-8 @EN @DE @FR
    Scenario: With the house destroyed a single seed cannot be played while a pair exists
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  2 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  0 |  1 |  0 |  0 |  0 |  3 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 29 seeds in store and North has 29
      And South's house is "destroyed"
      Then the legal moves are "A6<*, A6>*"

    @NAMUA-8 @EN @DE @FR
    Scenario: Playing the single seed is illegal
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  2 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  0 |  1 |  0 |  0 |  0 |  3 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 29 seeds in store and North has 29
      When the move "A2>*" is played
      Then the move is illegal: "A2 holds a single seed"

    @NAMUA-8 @END-2 @EN @DE @FR
    Scenario: When every occupied front pit holds one seed, any of them may be played
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  2 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  0 |  1 |  0 |  0 |  0 |  0 |  1 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 30 seeds in store and North has 30
      Then the legal moves are "A2<*, A2>*, A7<*, A7>*"

  Rule: NAMUA-9 a lone kichwa may not be sown towards the back row

    # A1 faces a8 (empty): no capture. Anticlockwise the seeds would leave the front row empty.
    @NAMUA-9 @FR
    Scenario: The lone left kichwa sows only clockwise
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  0 |  0 |  0 |  0 |  2 |  0 |  0 |  0 |
        | A |  2 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 30 seeds in store and North has 30
      Then the legal moves are "A1>*"

    @NAMUA-9 @FR
    Scenario: Sowing the lone kichwa into the back row is illegal
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  0 |  0 |  0 |  0 |  2 |  0 |  0 |  0 |
        | A |  2 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 30 seeds in store and North has 30
      When the move "A1<*" is played
      Then the move is illegal: "A1 is the only non-empty front pit"
