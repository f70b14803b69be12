from logomachy.cli import main

raise SystemExit(main())
