"""Validates results of the `catalogs/python-unions` client (package `unions_client`, either style).

Usage: check_unions.py pydantic|typeddict. Pydantic: each tag (by mapping, const, single enum and
type name, some with quotes, backslashes and a newline) picks its variant; unknown, missing and
non-string tags and untagged objects stay plain dicts; a known tag with a bad body still fails.
TypedDict: results come back exactly as sent. Prints one line per style on success.
"""

import sys

import unions_client as gen


def validate(tp, data):
    return gen._catalog.SPEC.results.validate(tp, data)


style = sys.argv[1]
yard = {
    "pets": [{"kind": "c'a\"t\\", "lives": 9}, {"kind": "d\"o\\g\n'", "bark": "woof"}, {"kind": "hound"},
             {"kind": "Bird", "wings": 2}, {"kind": "fish", "fins": 4}, {"kind": 3}, {"no_kind": True}],
    "owner": {"kind": "hound"},
    "shape": {"corners": 5},
    "size": "large",
}
result = validate(gen.Yard, yard)
if style == "typeddict":
    assert result == yard, result
    assert validate(gen.Pet, {"kind": "fish"}) == {"kind": "fish"}
else:
    import pydantic

    kinds = [type(p).__name__ for p in result.pets]
    assert kinds == ["Cat", "Dog", "Dog", "Bird", "dict", "dict", "dict"], kinds
    assert result.pets[4] == {"kind": "fish", "fins": 4} and result.pets[6] == {"no_kind": True}
    assert type(result.owner) is gen.Dog, result.owner
    assert result.shape == {"corners": 5} and result.size == "large"
    assert type(validate(gen.Shape, {"side": 2})).__name__ == "ShapeVariant2"
    assert validate(gen.Owner, "someone") == "someone"
    assert validate(gen.YardSize, 3) == 3
    try:
        validate(gen.Pet, {"kind": "Bird", "wings": "many"})
    except pydantic.ValidationError:
        pass
    else:
        raise AssertionError("a known tag with a bad body must fail")
if style == "pydantic":
    # A string enum field is Literal[...] | str: a value a newer server adds validates and reads back as sent.
    assert validate(gen.Bird, {"kind": "Bird", "wings": 2}).kind == "Bird"
    assert validate(gen.Bird, {"kind": "Parrot", "wings": 2}).kind == "Parrot"
print("unions parse", style)
