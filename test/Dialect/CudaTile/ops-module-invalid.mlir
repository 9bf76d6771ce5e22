// RUN: tilec-opt -allow-unregistered-dialect -split-input-file -verify-diagnostics %s

cuda_tile.module @m {
  // expected-error @below {{'cuda_tile.entry' op parameter #1 must be a rank-0 tile (a scalar or a pointer), got '!cuda_tile.tile<4xf32>'}}
  entry @k(%a: tile<f32>, %b: tile<4xf32>) {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{'entry' cannot have results}}
  entry @k(%a: tile<f32>) -> tile<f32> {
    return %a : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @below {{'cuda_tile.return' op in an 'entry' cannot have operands}}
    return %a : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<f32>) -> tile<i32> {
    // expected-error @below {{'cuda_tile.return' op operand types must match the results of the enclosing 'testing$func'}}
    return %a : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{'func.func' op cannot be an item of 'cuda_tile.module': only 'entry', 'global' and 'testing$func' may appear at module level}}
  func.func @g() {
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{'arith.constant' op is not a cuda_tile operation: a 'cuda_tile.module' holds only cuda_tile operations}}
    %z = arith.constant 0 : i32
  }
}

// -----

cuda_tile.module @m {
  // expected-note @below {{see existing symbol definition here}}
  entry @k() {
  }
  // expected-error @below {{redefinition of symbol named 'k'}}
  entry @k() {
  }
}

// -----

// expected-error @below {{'cuda_tile.entry' op expects parent op 'cuda_tile.module'}}
cuda_tile.entry @k() {
}

// -----

cuda_tile.module @m {
  // expected-error @below {{optimization hints for 'sm_90' must be a dictionary, got 4 : i64}}
  entry @k() optimization_hints=<sm_90 = 4> {
  }
}

// -----

// expected-error @below {{'cuda_tile.return' op must be inside an 'entry' or a 'testing$func'}}
cuda_tile.return
