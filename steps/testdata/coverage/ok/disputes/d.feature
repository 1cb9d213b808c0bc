Feature: A dispute
  @dispute-2 @option-capScope @CAP-1
  Scenario Outline: cap scope
    Given the option "capScope" is "<reading>"
    Then South is to move

    @reading-first-sowing
    Examples:
      | reading      |
      | first-sowing |

    @reading-every-sowing
    Examples:
      | reading      |
      | every-sowing |
