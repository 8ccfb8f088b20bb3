// project_home: moved to model/project_home.hpp (the loader finds bundled base sets through it);
// this header keeps the old include working.
#pragma once

#include "model/project_home.hpp"
