// One case per verifier rule of if, for, loop, continue, break, yield and assert.
// RUN: tilec-opt -split-input-file -verify-diagnostics %s

cuda_tile.module @m {
  testing$func @f(%c: tile<i1>, %a: tile<f32>) -> tile<f32> {
    // expected-error @below {{'cuda_tile.if' op has results and therefore needs an 'else' branch}}
    %v = if %c -> (tile<f32>) { yield %a : tile<f32> }
    return %v : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%c: tile<4xi1>) {
    // expected-error @below {{'cuda_tile.if' op operand #0 must be rank-0 tile of i1}}
    "cuda_tile.if"(%c) ({ "cuda_tile.yield"() : () -> () }, {}) : (!cuda_tile.tile<4xi1>) -> ()
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%c: tile<i1>, %a: tile<f32>) -> tile<f32> {
    // expected-error @below {{'cuda_tile.if' op then branch yields nothing, but the op has 1 results}}
    %v = if %c -> (tile<f32>) {
      yield
    } else {
      yield %a : tile<f32>
    }
    return %v : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%c: tile<i1>, %a: tile<f32>) {
    // expected-error @below {{'cuda_tile.if' op then branch yields 1 values, but the op has no results}}
    if %c {
      yield %a : tile<f32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%c: tile<i1>, %a: tile<f32>, %i: tile<i32>) -> tile<f32> {
    // expected-error @below {{'cuda_tile.if' op else branch yields value #0 of type '!cuda_tile.tile<i32>', but result #0 has type '!cuda_tile.tile<f32>'}}
    %v = if %c -> (tile<f32>) {
      yield %a : tile<f32>
    } else {
      yield %i : tile<i32>
    }
    return %v : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%c: tile<i1>, %t: !cuda_tile.tensor_view<4xf32, strides=[1]>) {
    // expected-error @below {{'cuda_tile.if' op result #0 cannot be a tensor_view or tile view}}
    %v = if %c -> (tensor_view<4xf32, strides=[1]>) {
      yield %t : tensor_view<4xf32, strides=[1]>
    } else {
      yield %t : tensor_view<4xf32, strides=[1]>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<f32>) {
    // expected-error @below {{'cuda_tile.yield' op must end an 'if' branch or a 'reduce'/'scan' body, but is in 'cuda_tile.testing$func'}}
    yield
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%i: tile<i32>, %n: tile<i64>) {
    // expected-error @below {{'cuda_tile.for' op lower bound, upper bound and step must have the same type, got '!cuda_tile.tile<i32>', '!cuda_tile.tile<i64>' and '!cuda_tile.tile<i32>'}}
    "cuda_tile.for"(%i, %n, %i) ({
    ^bb0(%iv: !cuda_tile.tile<i32>):
      "cuda_tile.continue"() : () -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i64>, !cuda_tile.tile<i32>) -> ()
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.for' op bounds and step must be rank-0 integer tiles, got '!cuda_tile.tile<4xi32>'}}
    for %i in (%x to %x, step %x) : tile<4xi32> {
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<f32>) {
    // expected-error @below {{'cuda_tile.for' op bounds and step must be rank-0 integer tiles, got '!cuda_tile.tile<f32>'}}
    for %i in (%x to %x, step %x) : tile<f32> {
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%i: tile<i32>, %a: tile<f32>) {
    // expected-error @below {{'cuda_tile.for' op must have one result per carried value: 1 carried values but 0 results}}
    "cuda_tile.for"(%i, %i, %i, %a) ({
    ^bb0(%iv: !cuda_tile.tile<i32>, %x: !cuda_tile.tile<f32>):
      "cuda_tile.continue"(%x) : (!cuda_tile.tile<f32>) -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<f32>) -> ()
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%i: tile<i32>, %a: tile<f32>) {
    // expected-error @below {{'cuda_tile.for' op result #0 has type '!cuda_tile.tile<i32>' but its carried value has type '!cuda_tile.tile<f32>'}}
    %r = "cuda_tile.for"(%i, %i, %i, %a) ({
    ^bb0(%iv: !cuda_tile.tile<i32>, %x: !cuda_tile.tile<f32>):
      "cuda_tile.continue"(%x) : (!cuda_tile.tile<f32>) -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%i: tile<i32>, %a: tile<f32>) {
    // expected-error @below {{'cuda_tile.for' op body must have 2 arguments (the induction variable and the carried values), got 1}}
    %r = "cuda_tile.for"(%i, %i, %i, %a) ({
    ^bb0(%iv: !cuda_tile.tile<i32>):
      "cuda_tile.continue"(%a) : (!cuda_tile.tile<f32>) -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%i: tile<i32>) {
    // expected-error @below {{'cuda_tile.for' op induction variable must have the bounds' type '!cuda_tile.tile<i32>', got '!cuda_tile.tile<i64>'}}
    "cuda_tile.for"(%i, %i, %i) ({
    ^bb0(%iv: !cuda_tile.tile<i64>):
      "cuda_tile.continue"() : () -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> ()
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%i: tile<i32>, %a: tile<f32>) {
    // expected-error @below {{'cuda_tile.for' op body argument for carried value #0 has type '!cuda_tile.tile<i32>' but its initial value has type '!cuda_tile.tile<f32>'}}
    %r = "cuda_tile.for"(%i, %i, %i, %a) ({
    ^bb0(%iv: !cuda_tile.tile<i32>, %x: !cuda_tile.tile<i32>):
      "cuda_tile.continue"(%a) : (!cuda_tile.tile<f32>) -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%i: tile<i32>, %tv: tensor_view<4xf32, strides=[1]>) {
    // expected-error @below {{'cuda_tile.for' op carried value #0 cannot be a tensor_view or tile view, got '!cuda_tile.tensor_view<4xf32, strides=[1]>'}}
    %r = for %k in (%i to %i, step %i) : tile<i32> iter_values(%v = %tv) -> (tensor_view<4xf32, strides=[1]>) {
      continue %v : tensor_view<4xf32, strides=[1]>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%i: tile<i32>, %a: tile<f32>) {
    // The implied continue carries the location of its loop.
    // expected-error @below {{'cuda_tile.for' op 'continue' passes nothing, but the op has 1 carried values}}
    %r = for %k in (%i to %i, step %i) : tile<i32> iter_values(%x = %a) -> (tile<f32>) {
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%i: tile<i32>, %a: tile<f32>) {
    // expected-error @below {{'cuda_tile.for' op 'continue' passes value #0 of type '!cuda_tile.tile<i32>', but carried value #0 has type '!cuda_tile.tile<f32>'}}
    %r = for %k in (%i to %i, step %i) : tile<i32> iter_values(%x = %a) -> (tile<f32>) {
      continue %k : tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%i: tile<i32>) {
    for %k in (%i to %i, step %i) : tile<i32> {
      // expected-error @below {{'cuda_tile.break' op cannot leave a 'for': only a 'loop' can be left with 'break'}}
      break
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%i: tile<i32>, %c: tile<i1>) {
    for %k in (%i to %i, step %i) : tile<i32> {
      if %c {
        // expected-error @below {{'cuda_tile.break' op cannot leave a 'for': only a 'loop' can be left with 'break'}}
        break
      }
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%i: tile<i32>, %c: tile<i1>) {
    for %k in (%i to %i, step %i) : tile<i32> {
      if %c {
        // expected-error @below {{'cuda_tile.return' op must be nested only in 'if' and 'loop' operations up to its 'entry' or 'testing$func', but is inside 'cuda_tile.for'}}
        return
      }
    }
    return
  }
}

// -----

// 13.4 allows `return` inside `loop` (ops-13.4-changes.mlir), but not inside a `for` around it.
cuda_tile.module @m {
  entry @k(%i: tile<i32>, %c: tile<i1>) {
    for %k in (%i to %i, step %i) : tile<i32> {
      loop {
        if %c {
          // expected-error @below {{'cuda_tile.return' op must be nested only in 'if' and 'loop' operations up to its 'entry' or 'testing$func', but is inside 'cuda_tile.for'}}
          return
        }
        break
      }
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>) {
    // expected-error @below {{'cuda_tile.continue' op must be nested in a 'for' or 'loop' with only 'if' operations in between, but is in 'cuda_tile.entry'}}
    continue
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>) {
    if %c {
      // expected-error @below {{'cuda_tile.continue' op must be nested in a 'for' or 'loop' with only 'if' operations in between, but is in 'cuda_tile.entry'}}
      continue
    }
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>) {
    if %c {
      // expected-error @below {{'cuda_tile.break' op must be nested in a 'loop' with only 'if' operations in between, but is in 'cuda_tile.entry'}}
      break
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<f32>, %i: tile<i32>) {
    // expected-error @below {{'cuda_tile.loop' op 'break' passes value #0 of type '!cuda_tile.tile<f32>', but result #0 has type '!cuda_tile.tile<i32>'}}
    %r = loop iter_values(%x = %a) : tile<f32> -> tile<i32> {
      break %x : tile<f32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<f32>, %i: tile<i32>) {
    // expected-error @below {{'cuda_tile.loop' op 'continue' passes 2 values, but the op has 1 carried values}}
    %r = loop iter_values(%x = %a) : tile<f32> -> tile<i32> {
      continue %x, %x : tile<f32>, tile<f32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<f32>) {
    // expected-error @below {{'cuda_tile.loop' op body arguments must have the types of the carried values}}
    "cuda_tile.loop"(%a) ({
    ^bb0(%x: !cuda_tile.tile<i32>):
      "cuda_tile.continue"(%x) : (!cuda_tile.tile<i32>) -> ()
    }) : (!cuda_tile.tile<f32>) -> ()
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%tv: tensor_view<4xf32, strides=[1]>) {
    // expected-error @below {{'cuda_tile.loop' op result #0 cannot be a tensor_view or tile view, got '!cuda_tile.tensor_view<4xf32, strides=[1]>'}}
    %r = loop : tensor_view<4xf32, strides=[1]> {
      break %tv : tensor_view<4xf32, strides=[1]>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<f32>) {
    %r = loop : tile<f32> {
      // expected-error @below {{'cuda_tile.yield' op must end an 'if' branch or a 'reduce'/'scan' body, but is in 'cuda_tile.loop'}}
      yield %a : tile<f32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%m: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.assert' op operand #0 must be tile of i1, but got '!cuda_tile.tile<4xi32>'}}
    assert %m, "not i1" : tile<4xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%c: tile<i1>) {
    // expected-error @below {{expected 1 types for the iter_values, got 2}}
    loop iter_values(%x = %c) : tile<i1>, tile<i1> {
    }
    return
  }
}

// -----

// A generic-form loop with an empty body (no implicit terminator is added there).
cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{'cuda_tile.loop' op body must end in 'continue' or 'break', but it is empty}}
    "cuda_tile.loop"() ({
    ^bb0:
    }) : () -> ()
    return
  }
}
