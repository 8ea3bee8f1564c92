"""The site's application layer, over the rules engine `tarot_rules`: what the pages
ask the engine ([`tarot_app.calls`][tarot_app.calls], one protocol), the practice games of
« S'entraîner » ([`tarot_app.practice`][tarot_app.practice]), the score sheets of « À la table »
([`tarot_app.table`][tarot_app.table]), the drills, the tutorials' free play, the cards drawn in
HTML ([`tarot_app.render`][tarot_app.render]) and French typography.

The engine imports nothing from here (``tests/test_layers.py`` checks it); both ship in one wheel.

>>> from tarot_app.calls import call
>>> call("score_deal", {"players": 3, "contract": "prise", "bouts": 1, "points": 51})["result"]["scores"]
[50, -25, -25]
"""
