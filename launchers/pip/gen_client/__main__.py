"""``python -m gen_client``: the same as the ``gen-client`` command."""

from gen_client import main

main()
