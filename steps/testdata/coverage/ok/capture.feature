Feature: Capture
  Rule: CAP-1
    @CAP-1 @CAP-2 @EN @RN-d3 @EN-ex
    Scenario: one
      Given the start position
      Then South is to move
