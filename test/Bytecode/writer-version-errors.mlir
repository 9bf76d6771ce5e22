// The writer refuses what the target version cannot express, naming the op and the version
// (tile-ir-bytecode.md §5.4); nothing is degraded silently except the producer and unused
// newer results.
// RUN: tilec-translate -mlir-to-cudatilebc -bytecode-version=13.1 -split-input-file -verify-diagnostics %s -o /dev/null

cuda_tile.module @kernels {
  entry @k(%x: tile<i32>) {
    // expected-error @below {{attribute 'overflow' requires bytecode version 13.2+, but targeting 13.1}}
    %0 = negi %x overflow<no_signed_wrap> : tile<i32>
    return
  }
}

// -----

cuda_tile.module @kernels {
  entry @k(%x: tile<f32>) {
    // expected-error @below {{operation 'cuda_tile.atan2' is not available in bytecode version 13.1}}
    %0 = atan2 %x, %x : tile<f32>
    return
  }
}

// -----

cuda_tile.module @kernels {
  // expected-error @below {{type 'Float8E8M0FNU' requires bytecode version 13.2+, targeting 13.1}}
  entry @k(%x: tile<f8E8M0FNU>) {
    return
  }
}

// -----

cuda_tile.module @kernels {
  // expected-error @below {{global `g` uses non-public symbol visibility, which cannot be encoded in bytecode version 13.1 (requires bytecode 13.3+)}}
  global private @g <f32: 0.0> : tile<4xf32>
}

// -----

cuda_tile.module @kernels {
  // expected-error @below {{constant global `g` cannot be encoded in bytecode version 13.1 (the `constant` attribute requires bytecode 13.3+)}}
  global constant @g <f32: 0.0> : tile<4xf32>
}

// -----

cuda_tile.module @kernels {
  entry @k(%a: tile<i32>) {
    // expected-error @below {{result 'result_token' requires bytecode version 13.2 but is being used and targeting 13.1}}
    %t = print_tko "%d", %a : tile<i32> -> token
    %u = join_tokens %t, %t : token
    return
  }
}

// -----

cuda_tile.module @kernels {
  entry @k(%n: tile<i64>) {
    // expected-error @below {{optional attribute 'unsignedCmp' is provided but requires bytecode version 13.2, targeting 13.1}}
    for unsigned %j in (%n to %n, step %n) : tile<i64> {
    }
    return
  }
}

// -----

cuda_tile.module @kernels {
  entry @k(%x: tile<f32>) {
    // expected-error @below {{attribute 'rounding_mode' requires bytecode version 13.2+, but targeting 13.1}}
    %0 = tanh %x rounding<approx> : tile<f32>
    return
  }
}
