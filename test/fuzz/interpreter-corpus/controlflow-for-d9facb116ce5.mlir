cuda_tile.module @m {
  testing$func @count(%lb: tile<i32>, %ub: tile<i32>, %step: tile<i32>) -> tile<i32> {
    %init = constant <i32: -100> : tile<i32>
    %r = for %i in (%lb to %ub, step %step) : tile<i32> iter_values(%last = %init) -> (tile<i32>) {
      %t = print_tko "iv=%d\n", %i : tile<i32> -> token
      continue %i : tile<i32>
    }
    return %r : tile<i32>
  }
  testing$func @no_wrap_i8() -> tile<i8> {
    %lb = constant <i8: 100> : tile<i8>
    %ub = constant <i8: 127> : tile<i8>
    %step = constant <i8: 20> : tile<i8>
    %r = for %i in (%lb to %ub, step %step) : tile<i8> iter_values(%last = %lb) -> (tile<i8>) {
      %t = print_tko "iv=%d\n", %i : tile<i8> -> token
      continue %i : tile<i8>
    }
    return %r : tile<i8>
  }
  testing$func @no_wrap_i64() -> tile<i64> {
    %lb = constant <i64: -9223372036854775808> : tile<i64>
    %ub = constant <i64: 9223372036854775807> : tile<i64>
    %step = constant <i64: 4611686018427387904> : tile<i64>
    %r = for %i in (%lb to %ub, step %step) : tile<i64> iter_values(%last = %lb) -> (tile<i64>) {
      %t = print_tko "iv=%d\n", %i : tile<i64> -> token
      continue %i : tile<i64>
    }
    return %r : tile<i64>
  }
  testing$func @unsigned_i8() -> (tile<i8>, tile<i8>) {
    %lb = constant <i8: 100> : tile<i8>
    %ub = constant <i8: 250> : tile<i8>
    %step = constant <i8: 60> : tile<i8>
    %zero = constant <i8: 0> : tile<i8>
    %u = for unsigned %i in (%lb to %ub, step %step) : tile<i8> iter_values(%last = %zero) -> (tile<i8>) {
      %t = print_tko "u=%u d=%d\n", %i, %i : tile<i8>, tile<i8> -> token
      continue %i : tile<i8>
    }
    %t = print_tko "signed:\n" -> token
    %s = for %i in (%lb to %ub, step %step) : tile<i8> iter_values(%last = %zero) -> (tile<i8>) {
      %t2 = print_tko "u=%u d=%d\n", %i, %i : tile<i8>, tile<i8> -> token
      continue %i : tile<i8>
    }
    return %u, %s : tile<i8>, tile<i8>
  }
  testing$func @unsigned_no_wrap() -> tile<i8> {
    %lb = constant <i8: 200> : tile<i8>
    %ub = constant <i8: 255> : tile<i8>
    %step = constant <i8: 50> : tile<i8>
    %r = for unsigned %i in (%lb to %ub, step %step) : tile<i8> iter_values(%last = %lb) -> (tile<i8>) {
      %t = print_tko "iv=%u\n", %i : tile<i8> -> token
      continue %i : tile<i8>
    }
    return %r : tile<i8>
  }
  testing$func @unsigned_big_step() {
    %lb = constant <i8: 0> : tile<i8>
    %ub = constant <i8: 255> : tile<i8>
    %step = constant <i8: 0xF0> : tile<i8>
    for unsigned %i in (%lb to %ub, step %step) : tile<i8> {
      %t = print_tko "iv=%u\n", %i : tile<i8> -> token
    }
    return
  }
  testing$func @unsigned_step0() {
    %lb = constant <i16: 0> : tile<i16>
    %ub = constant <i16: 4> : tile<i16>
    %step = constant <i16: 0> : tile<i16>
    for unsigned %i in (%lb to %ub, step %step) : tile<i16> {
      %t = print_tko "iv=%u\n", %i : tile<i16> -> token
    }
    return
  }
  testing$func @i1_unsigned() {
    %f = constant <i1: false> : tile<i1>
    %t = constant <i1: true> : tile<i1>
    for unsigned %i in (%f to %t, step %t) : tile<i1> {
      %p = print_tko "iv=%u\n", %i : tile<i1> -> token
    }
    return
  }
  testing$func @i1_signed() {
    %f = constant <i1: false> : tile<i1>
    %t = constant <i1: true> : tile<i1>
    for %i in (%f to %t, step %t) : tile<i1> {
      %p = print_tko "iv=%d\n", %i : tile<i1> -> token
    }
    return
  }
  testing$func @swap(%n: tile<i32>) -> (tile<2xf32>, tile<2xf32>) {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %a = constant <f32: [1.0, 2.0]> : tile<2xf32>
    %b = constant <f32: [3.0, 4.0]> : tile<2xf32>
    %r:2 = for %i in (%zero to %n, step %one) : tile<i32>
        iter_values(%x = %a, %y = %b) -> (tile<2xf32>, tile<2xf32>) {
      continue %y, %x : tile<2xf32>, tile<2xf32>
    }
    return %r#0, %r#1 : tile<2xf32>, tile<2xf32>
  }
}
