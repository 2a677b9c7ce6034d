#!/bin/sh
# The demo pipeline over the bundled examples gives the expected output.
. "$(dirname "$0")/lib.sh"

check_golden "examples/pipeline.sh" 9000-pipeline 0 sh examples/pipeline.sh
done_testing
