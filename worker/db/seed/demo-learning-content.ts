/* Demo learning content (courses, teacher training, hubs, challenges, comprehension quizzes, impact films) seeded by worker/db/seed/demo-learning.ts. Plain data. */

export interface DemoQuizQuestion {
  /** Stable id within the lesson, e.g. "q1". */
  id: string;
  prompt: string;
  kind: "choice" | "short";
  /** kind "choice": 3 or 4 options and the index of the right one. */
  options?: string[];
  answer?: number;
  /** Shown after submitting: why the answer is right (choice), or what a good answer mentions (short). */
  explanation: string;
}

export interface DemoLesson {
  slug: string;
  title: string;
  summary: string;
  minutes: number;
  /** Paragraphs of the lesson's text block. Plain text; may use <strong> sparingly. */
  paragraphs: string[];
  /** true on at most one lesson per course: that lesson shows the demo video clip (an animated globe, 6 seconds, no speech). */
  video?: boolean;
  /** A short transcript/description of the video for that lesson (required when video is true). */
  video_transcript?: string;
  /** A quiz at the end (the last lesson of every chapter). */
  quiz?: DemoQuizQuestion[];
  /** A note only teachers see: how to run this lesson in class. */
  teacher_note?: string;
}

export interface DemoChapter {
  slug: string;
  title: string;
  lessons: DemoLesson[];
}

export interface DemoCourse {
  id: string;
  slug: string;
  kind: "course" | "teacher_training";
  title: string;
  /** One sentence shown on cards. */
  intro: string;
  /** 2–3 paragraphs separated by \n\n. */
  description: string;
  subject: "Science" | "Geography" | "English" | "Citizenship" | "Maths" | "Teaching practice";
  age_min: number;
  age_max: number;
  sdgs: number[];
  /** The catalogue item that sells it, or null when free. */
  catalog_item_id: string | null;
  chapters: DemoChapter[];
}

export interface DemoHub {
  slug: string;
  title: string;
  summary: string;
  sdgs: number[];
  /** Lessons drawn from the courses above, as "courseSlug/chapterSlug/lessonSlug". */
  lessons: string[];
}

export interface DemoChallenge {
  slug: string;
  title: string;
  /** The one goal it is tied to. */
  sdg: number;
  /** 2 paragraphs separated by \n\n. */
  brief: string;
  /** 3 writing or making prompts. */
  prompts: string[];
  /** Days from today until the deadline; negative for a past challenge. */
  deadline_in_days: number;
  submission: "text" | "image" | "file";
}

export interface DemoComprehension {
  slug: string;
  /** A seeded library book. */
  book_id: string;
  title: string;
  summary: string;
  questions: DemoQuizQuestion[];
}

export interface DemoImpactFilm {
  slug: string;
  title: string;
  summary: string;
  /** Caption cues for the 6-second clip, in seconds. */
  captions: { start: number; end: number; text: string }[];
  sdgs: number[];
  /** Seeded charity projects it is about. */
  project_ids: string[];
}

const choice = (id: string, prompt: string, options: string[], answer: number, explanation: string): DemoQuizQuestion => ({ id, prompt, kind: "choice", options, answer, explanation });
const short = (id: string, prompt: string, explanation: string): DemoQuizQuestion => ({ id, prompt, kind: "short", explanation });

export const DEMO_COURSES: DemoCourse[] = [
  {
    id: "crs_demo_this_is_course",
    slug: "this-is-course",
    kind: "course",
    title: "This Is Our World: An Introduction to the Global Goals",
    intro: "Meet the 17 Global Goals and find out how children everywhere can help reach them.",
    description:
      "In 2015 the countries of the United Nations agreed 17 Global Goals to make the world fairer, healthier and kinder to the planet by 2030. This course explains what the goals are, why they matter and how they connect.\n\nEach lesson is short, with pictures to talk about and a question to think about at home. By the end you will have a plan for one small thing your class can do for the goals.",
    subject: "Citizenship",
    age_min: 7,
    age_max: 11,
    sdgs: [1, 4, 6, 13, 17],
    catalog_item_id: null,
    chapters: [
      {
        slug: "what-are-the-goals",
        title: "What are the Global Goals?",
        lessons: [
          {
            slug: "seventeen-goals-one-world",
            title: "Seventeen goals, one world",
            summary: "Why the world agreed a shared to-do list.",
            minutes: 10,
            video: true,
            video_transcript: "A spinning globe shows land and sea. The words read: seventeen goals, one world, by 2030.",
            paragraphs: [
              "Imagine the whole world writing one to-do list together. In 2015, leaders from 193 countries did exactly that. They called it the <strong>Global Goals</strong>, or the Sustainable Development Goals.",
              "There are 17 goals. Each one has a number, a name and its own colour. Goal 4 is Quality Education, Goal 6 is Clean Water and Sanitation and Goal 13 is Climate Action.",
              "The goals are meant to be reached by 2030. That is not very far away, so everyone needs to help: governments, businesses, schools and children too.",
            ],
            teacher_note: "Show the globe clip twice, then ask pairs to guess what might be on the world's to-do list before revealing the goals.",
          },
          {
            slug: "people-planet-peace",
            title: "People, planet and peace",
            summary: "Sorting the goals into the big things they care about.",
            minutes: 12,
            paragraphs: [
              "The goals can be sorted into groups. Some are about <strong>people</strong>: no poverty, zero hunger, good health and education for all.",
              "Some are about the <strong>planet</strong>: clean water, life below water, life on land and climate action. Others are about <strong>peace</strong> and fairness, like reduced inequalities and strong, fair institutions.",
              "Many goals belong to more than one group. Clean water helps people stay healthy and helps rivers full of life. That is why the goals are drawn as one connected wheel.",
            ],
          },
          {
            slug: "goals-in-our-school",
            title: "Spotting the goals in our school",
            summary: "Finding the goals in the places we already know.",
            minutes: 10,
            paragraphs: [
              "The goals are not only about faraway places. You can find them in your own school.",
              "The school dinner connects to Goal 2, Zero Hunger. The recycling bins connect to Goal 12, Responsible Consumption. The library and your lessons connect to Goal 4, Quality Education.",
              "Walk around your classroom and see how many goals you can spot. Which goal do you think your school does best?",
            ],
            quiz: [
              choice("q1", "How many Global Goals are there?", ["Seven", "Twelve", "Seventeen", "Twenty"], 2, "There are 17 Sustainable Development Goals, each with its own number and colour."),
              choice("q2", "By which year are the goals meant to be reached?", ["2020", "2030", "2050"], 1, "The goals were agreed in 2015 to be reached by 2030."),
              choice("q3", "Which goal is about schools and learning?", ["Goal 4: Quality Education", "Goal 14: Life Below Water", "Goal 7: Affordable and Clean Energy"], 0, "Goal 4 is Quality Education: every child learning in a good school."),
            ],
            teacher_note: "Give each group a map of the school and ask them to stick a coloured dot where they spot each goal.",
          },
        ],
      },
      {
        slug: "water-food-and-health",
        title: "Water, food and health",
        lessons: [
          {
            slug: "the-journey-of-water",
            title: "The journey of water",
            summary: "Where the water from your tap comes from.",
            minutes: 12,
            paragraphs: [
              "When you turn on the tap, clean water comes out. But about two billion people in the world do not have safe water at home.",
              "In some places, children walk a long way every day to collect water. That takes time they could spend at school or playing.",
              "Goal 6, Clean Water and Sanitation, is about making sure everyone has safe water to drink and a clean toilet to use.",
            ],
          },
          {
            slug: "enough-food-for-everyone",
            title: "Enough food for everyone",
            summary: "Why some people go hungry when the world grows enough food.",
            minutes: 10,
            paragraphs: [
              "The world grows enough food for everyone, yet many people still go hungry. Goal 2, Zero Hunger, wants to change that.",
              "A lot of food is wasted: left on plates, thrown away in shops or spoiled before it is sold. Using food carefully is one way to help.",
              "Farmers also need good soil, water and fair prices so they can keep growing food for their families and their towns.",
            ],
            teacher_note: "Weigh the leftover food from one school lunch as a class and talk about what could be done with it.",
          },
          {
            slug: "healthy-lives",
            title: "Healthy lives",
            summary: "What helps people stay healthy.",
            minutes: 10,
            paragraphs: [
              "Goal 3 is Good Health and Well-being. It is about everyone being able to see a doctor, get medicine and feel well in body and mind.",
              "Simple things make a big difference: clean water, washing hands with soap, healthy food, sleep and people to talk to when we feel worried.",
              "Health connects to many goals. Clean water (Goal 6) and enough food (Goal 2) both help people stay healthy.",
            ],
            quiz: [
              choice("q1", "Which goal is about clean water and toilets?", ["Goal 2", "Goal 6", "Goal 11"], 1, "Goal 6 is Clean Water and Sanitation."),
              choice("q2", "What is one way to help reach Zero Hunger?", ["Throwing away food we do not like", "Wasting less food", "Eating only sweets"], 1, "Wasting less food means more of what is grown feeds people."),
            ],
          },
        ],
      },
      {
        slug: "taking-action",
        title: "Taking action together",
        lessons: [
          {
            slug: "small-steps-big-change",
            title: "Small steps, big change",
            summary: "How small actions add up.",
            minutes: 10,
            paragraphs: [
              "One person switching off a light does not save much energy. But if everyone in your school does it every day, it adds up to a lot.",
              "The same is true for picking up litter, saving water or being kind to someone new. Small steps, repeated by many people, make big changes.",
              "Think of one small step you could take this week. Write it down and tell a friend so they can remind you.",
            ],
          },
          {
            slug: "partners-for-the-goals",
            title: "Partners for the goals",
            summary: "Why Goal 17 is about working together.",
            minutes: 10,
            paragraphs: [
              "Goal 17 is Partnerships for the Goals. It reminds us that nobody can reach the goals alone.",
              "Schools can partner with other schools, charities and families. A school in one country might share books with a school in another.",
              "When people share ideas, money and time, they can do much more than on their own.",
            ],
            teacher_note: "If your school has a partner school or charity, show a photo and talk about what each side gives and receives.",
          },
          {
            slug: "our-class-pledge",
            title: "Our class pledge",
            summary: "Choosing one goal for our class to work on.",
            minutes: 15,
            paragraphs: [
              "Now it is your turn. As a class, choose one goal you care about most.",
              "Make a pledge: a promise about what you will do. For example, 'We will put every piece of paper in the recycling bin' or 'We will read to younger children every Friday'.",
              "Put your pledge on the wall and check it at the end of each month. What has changed?",
            ],
            quiz: [
              choice("q1", "Which goal is about working together?", ["Goal 17: Partnerships for the Goals", "Goal 1: No Poverty", "Goal 15: Life on Land"], 0, "Goal 17 is about partnerships: reaching the goals together."),
              short("q2", "Which goal would you choose for your class pledge, and why?", "A good answer names a goal and gives a reason that connects it to the class or the school."),
            ],
          },
        ],
      },
    ],
  },
  {
    id: "crs_demo_water_detectives",
    slug: "water-detectives",
    kind: "course",
    title: "Water Detectives",
    intro: "Investigate where water comes from, where it goes and how to keep it clean.",
    description:
      "Water Detectives turns your class into scientists. You will follow the water cycle, test how much water your family uses and find out what lives in rivers and seas.\n\nEvery lesson ends with a small investigation you can do at school or at home.",
    subject: "Science",
    age_min: 8,
    age_max: 11,
    sdgs: [6, 14],
    catalog_item_id: null,
    chapters: [
      {
        slug: "the-water-cycle",
        title: "The water cycle",
        lessons: [
          {
            slug: "round-and-round",
            title: "Round and round",
            summary: "Evaporation, condensation and rain.",
            minutes: 12,
            video: true,
            video_transcript: "A spinning globe with blue oceans. Water moves from the sea to the clouds and back again.",
            paragraphs: [
              "The water you drink today might once have been drunk by a dinosaur. That is because water goes round and round in the <strong>water cycle</strong>.",
              "The sun warms seas and lakes, and some water turns into vapour and rises. This is evaporation. High up, the vapour cools and forms clouds. This is condensation.",
              "When the drops in a cloud get heavy, they fall as rain or snow. The water runs into rivers and back to the sea, and the cycle starts again.",
            ],
          },
          {
            slug: "water-in-a-bag",
            title: "A water cycle in a bag",
            summary: "Make a tiny water cycle on the window.",
            minutes: 15,
            paragraphs: [
              "You can watch the water cycle happen. Put a little water in a sealed plastic bag and tape it to a sunny window.",
              "After a few hours, look closely. You will see tiny drops on the inside of the bag near the top. The water has evaporated and condensed.",
              "When the drops get big, they run down the side like rain. Draw what you see in the morning, at lunchtime and at home time.",
            ],
            teacher_note: "Reuse one bag per group and keep it for the whole week; it is the only plastic in this course.",
          },
          {
            slug: "where-rain-goes",
            title: "Where does the rain go?",
            summary: "Rivers, soil and the ground under our feet.",
            minutes: 10,
            paragraphs: [
              "Some rain soaks into the soil, where plant roots drink it. Some runs over the ground into streams and rivers.",
              "Some water sinks deep underground and is stored in rocks. Wells and boreholes bring this groundwater back up.",
              "In towns, rain runs off roofs and roads into drains. That is why litter on the street can end up in rivers.",
            ],
            quiz: [
              choice("q1", "What is it called when water turns into vapour and rises?", ["Condensation", "Evaporation", "Freezing"], 1, "Evaporation is when water warms and turns into vapour."),
              choice("q2", "What forms when water vapour cools high in the sky?", ["Clouds", "Rocks", "Wind"], 0, "Cooling vapour condenses into tiny drops that make clouds."),
            ],
          },
        ],
      },
      {
        slug: "water-at-home",
        title: "Water at home",
        lessons: [
          {
            slug: "counting-every-drop",
            title: "Counting every drop",
            summary: "How much water does a family use?",
            minutes: 12,
            paragraphs: [
              "A shower can use around 8 litres of water every minute. A bath can use 80 litres or more.",
              "Make a tally chart at home for one day: every time someone flushes, washes hands, showers or runs the tap.",
              "Bring your chart to school and add up the class total. Where does most of the water go?",
            ],
          },
          {
            slug: "saving-water",
            title: "Saving water",
            summary: "Easy ways to use less.",
            minutes: 10,
            paragraphs: [
              "Turning off the tap while you brush your teeth can save several litres of water each time.",
              "Shorter showers, full washing machines and fixing dripping taps all help. A dripping tap can waste thousands of litres in a year.",
              "Saving water also saves the energy used to clean it and pump it to your home.",
            ],
          },
          {
            slug: "water-for-everyone",
            title: "Water for everyone",
            summary: "Why some schools have no tap.",
            minutes: 10,
            paragraphs: [
              "Not every school has a tap or a toilet. Where water is far away, children may miss lessons to fetch it.",
              "A well, a rain tank or a handwashing station can change a whole school. Children stay healthier and spend more time learning.",
              "Charities and communities build these together. That is Goal 6 and Goal 17 working side by side.",
            ],
            quiz: [
              choice("q1", "About how much water can a shower use each minute?", ["1 litre", "8 litres", "100 litres"], 1, "A typical shower uses around 8 litres every minute."),
              choice("q2", "Which of these saves water?", ["Leaving the tap running", "Turning off the tap while brushing teeth", "Taking two baths a day"], 1, "Turning off the tap while brushing saves several litres each time."),
              short("q3", "Write one way your family could use less water.", "A good answer names a real change, such as shorter showers or fixing a dripping tap."),
            ],
          },
        ],
      },
      {
        slug: "life-in-water",
        title: "Life in water",
        lessons: [
          {
            slug: "river-creatures",
            title: "River creatures",
            summary: "Who lives in a healthy river?",
            minutes: 12,
            paragraphs: [
              "A healthy river is full of life: fish, frogs, insects, otters and birds like the kingfisher.",
              "Some tiny creatures, such as mayfly larvae, only live in clean water. Scientists look for them to check how healthy a river is.",
              "If you visit a stream with an adult, look under a stone. What creatures can you find?",
            ],
            teacher_note: "A pond-dipping trip works well here; check your school's outdoor learning risk assessment first.",
          },
          {
            slug: "the-big-blue",
            title: "The big blue",
            summary: "Oceans cover most of our planet.",
            minutes: 10,
            paragraphs: [
              "About 71 per cent of the Earth's surface is covered by water, and almost all of it is in the oceans.",
              "Oceans give us food, make much of the oxygen we breathe and help keep the planet's temperature steady.",
              "Goal 14, Life Below Water, is about protecting the seas and the creatures that live in them.",
            ],
          },
          {
            slug: "keeping-water-clean",
            title: "Keeping water clean",
            summary: "Stopping litter and pollution reaching rivers and seas.",
            minutes: 12,
            paragraphs: [
              "Plastic bags and bottles dropped on land can blow into rivers and float out to sea. Turtles can mistake a bag for a jellyfish.",
              "Oil, paint and chemicals poured down drains can harm river life too.",
              "Picking up litter, using refillable bottles and putting rubbish in the right bin all help keep water clean.",
            ],
            quiz: [
              choice("q1", "About how much of the Earth's surface is covered by water?", ["About a quarter", "About half", "About 71 per cent"], 2, "Roughly 71 per cent of the surface is water, mostly ocean."),
              choice("q2", "Which goal is about protecting the seas?", ["Goal 14: Life Below Water", "Goal 9: Industry, Innovation and Infrastructure", "Goal 5: Gender Equality"], 0, "Goal 14 is Life Below Water."),
            ],
          },
        ],
      },
    ],
  },
  {
    id: "crs_demo_climate_heroes",
    slug: "climate-heroes",
    kind: "course",
    title: "Climate Heroes",
    intro: "Find out why our planet is warming and what climate heroes of every age are doing about it.",
    description:
      "Climate Heroes explains the greenhouse effect, clean energy and the choices that help the planet, without scaring anyone. We meet real people making a difference and plan our own climate action.\n\nThe course suits older primary children and fits well with geography and science topics.",
    subject: "Geography",
    age_min: 9,
    age_max: 12,
    sdgs: [7, 13],
    catalog_item_id: null,
    chapters: [
      {
        slug: "a-warming-world",
        title: "A warming world",
        lessons: [
          {
            slug: "the-greenhouse-blanket",
            title: "The greenhouse blanket",
            summary: "How gases in the air keep the Earth warm.",
            minutes: 12,
            paragraphs: [
              "Some gases in the air, like carbon dioxide, act like a blanket around the Earth. They trap some of the sun's heat and keep the planet warm enough to live on.",
              "Burning coal, oil and gas adds more carbon dioxide to the air. The blanket gets thicker and the planet warms up.",
              "Scientists call this climate change. The Earth is now about 1.1 °C warmer on average than it was before factories and cars.",
            ],
          },
          {
            slug: "signs-of-change",
            title: "Signs of change",
            summary: "What a warmer world looks like.",
            minutes: 10,
            paragraphs: [
              "A warmer world brings more heatwaves, heavier storms in some places and longer droughts in others.",
              "Ice at the poles and in mountain glaciers is melting, and sea levels are slowly rising.",
              "Plants and animals notice too: some flowers open earlier in spring and some birds change when they migrate.",
            ],
          },
          {
            slug: "why-it-matters",
            title: "Why it matters to everyone",
            summary: "Climate change touches every goal.",
            minutes: 10,
            paragraphs: [
              "Climate change makes other goals harder to reach. Droughts can ruin harvests (Goal 2) and floods can close schools (Goal 4).",
              "Often the people who did least to cause it are hit hardest, which is why climate action is also about fairness.",
              "The good news: we know what helps, and people all over the world are already doing it.",
            ],
            quiz: [
              choice("q1", "Which gas is a main cause of the greenhouse effect getting stronger?", ["Oxygen", "Carbon dioxide", "Helium"], 1, "Burning fossil fuels adds carbon dioxide, which traps heat."),
              choice("q2", "Which goal is Climate Action?", ["Goal 3", "Goal 10", "Goal 13"], 2, "Goal 13 is Climate Action."),
            ],
            teacher_note: "Keep the tone hopeful: finish by listing three things that are already getting better.",
          },
        ],
      },
      {
        slug: "clean-energy",
        title: "Clean energy",
        lessons: [
          {
            slug: "sun-wind-and-water",
            title: "Sun, wind and water",
            summary: "Energy that will not run out.",
            minutes: 12,
            paragraphs: [
              "Solar panels turn sunlight into electricity. Wind turbines use moving air, and hydroelectric dams use flowing water.",
              "These are called renewable energy because the sun, wind and rivers will not run out.",
              "Goal 7, Affordable and Clean Energy, wants everyone to have clean energy at home, including the many people who still have no electricity at all.",
            ],
          },
          {
            slug: "energy-detectives",
            title: "Energy detectives at school",
            summary: "Finding where our school uses energy.",
            minutes: 15,
            paragraphs: [
              "Go on an energy hunt around school. Look for lights left on in empty rooms, computers on standby and open doors letting heat escape.",
              "Make a map and mark each energy leak with a sticker.",
              "Share your map with the head teacher and suggest three changes. Small fixes can cut the school's energy bill.",
            ],
            teacher_note: "Ask the site manager to join the last ten minutes; children love presenting their map to a real decision-maker.",
          },
          {
            slug: "solar-lamps",
            title: "Light after dark",
            summary: "How a solar lamp changes a child's evening.",
            minutes: 10,
            paragraphs: [
              "In places without electricity, children often do homework by the light of a smoky kerosene lamp, or not at all.",
              "A small solar lamp charges in the sun all day and gives clean, safe light all evening.",
              "Projects like Solar Reading Lamps bring these lamps to families so children can read after dark.",
            ],
            quiz: [
              choice("q1", "Which of these is renewable energy?", ["Coal", "Wind", "Oil"], 1, "Wind will not run out, so it is renewable."),
              choice("q2", "What does a solar lamp use to charge?", ["Sunlight", "Petrol", "Batteries from a shop"], 0, "Solar lamps charge from sunlight during the day."),
            ],
          },
        ],
      },
      {
        slug: "heroes-in-action",
        title: "Heroes in action",
        lessons: [
          {
            slug: "young-climate-heroes",
            title: "Young climate heroes",
            summary: "Children who made a difference.",
            minutes: 10,
            paragraphs: [
              "Around the world, children have planted trees, started recycling schemes and written to their leaders about the climate.",
              "You do not need to be famous to be a climate hero. A class that walks to school or grows its own vegetables is taking climate action.",
              "Which kind of climate hero would you like to be?",
            ],
          },
          {
            slug: "travel-and-food",
            title: "Travel and food choices",
            summary: "Everyday choices that help the climate.",
            minutes: 12,
            paragraphs: [
              "Walking, cycling or taking the bus instead of a car means less carbon dioxide.",
              "Food matters too. Eating more plants, wasting less and choosing food grown nearby all help.",
              "None of these has to be perfect. Every choice that is a little greener counts.",
            ],
          },
          {
            slug: "our-climate-plan",
            title: "Our climate action plan",
            summary: "Planning a climate project for our class.",
            minutes: 15,
            paragraphs: [
              "Choose one climate project for your class: a walk-to-school week, a tree-planting day or a switch-off challenge.",
              "Decide who does what, when it happens and how you will measure success.",
              "At the end, share what you learned with the rest of the school in an assembly or a poster.",
            ],
            quiz: [
              choice("q1", "Which way to school adds the least carbon dioxide?", ["Walking", "A car on its own", "A taxi"], 0, "Walking adds no carbon dioxide at all."),
              short("q2", "Describe your class's climate project in one or two sentences.", "A good answer says what the project is, when it happens and how the class will know it worked."),
            ],
          },
        ],
      },
    ],
  },
  {
    id: "crs_demo_storytelling_studio",
    slug: "storytelling-studio",
    kind: "course",
    title: "Storytelling Studio",
    intro: "Write stories about a fairer, kinder world, from the first idea to the final draft.",
    description:
      "Storytelling Studio is an eight-week writing course. Children learn how stories work, invent characters who change their world, and finish with a story they are proud to share.\n\nEvery lesson includes a model paragraph and a short writing task.",
    subject: "English",
    age_min: 8,
    age_max: 12,
    sdgs: [4, 10, 16],
    catalog_item_id: "cat_demo_course_storytelling",
    chapters: [
      {
        slug: "story-building-blocks",
        title: "Story building blocks",
        lessons: [
          {
            slug: "beginning-middle-end",
            title: "Beginning, middle and end",
            summary: "The shape of every good story.",
            minutes: 12,
            paragraphs: [
              "Every story has a beginning, a middle and an end. The beginning meets the character, the middle gives them a problem and the end shows how things change.",
              "Think of a story you love. Can you say what happens at the beginning, in the middle and at the end in one sentence each?",
              "Writing task: plan a story in three boxes, with one sentence in each box.",
            ],
          },
          {
            slug: "characters-who-care",
            title: "Characters who care",
            summary: "Creating a hero with a reason to act.",
            minutes: 12,
            paragraphs: [
              "The best characters want something. Maybe they want their river to be clean or their friend to feel welcome.",
              "Give your character a name, something they love and something that worries them.",
              "Writing task: write three sentences that show, not tell, how your character feels.",
            ],
          },
          {
            slug: "setting-the-scene",
            title: "Setting the scene",
            summary: "Using the senses to bring a place to life.",
            minutes: 12,
            paragraphs: [
              "Where does your story happen? A busy market, a quiet forest or a flooded street?",
              "Use your senses: what can your character see, hear, smell, touch and taste?",
              "Writing task: describe your setting in five sentences, one for each sense.",
            ],
            quiz: [
              choice("q1", "What usually happens in the middle of a story?", ["The character has a problem", "The story ends", "We meet the author"], 0, "The middle is where the character meets their problem."),
              choice("q2", "Which helps the reader picture a setting?", ["Using the senses", "Writing very short sentences only", "Leaving out the place"], 0, "Describing what can be seen, heard and felt brings a place to life."),
            ],
          },
        ],
      },
      {
        slug: "stories-that-change-the-world",
        title: "Stories that change the world",
        lessons: [
          {
            slug: "a-problem-worth-solving",
            title: "A problem worth solving",
            summary: "Choosing a real-world problem for your story.",
            minutes: 12,
            paragraphs: [
              "Stories can help us imagine a better world. Choose a problem from the Global Goals that your character could help solve.",
              "It could be small, like a lonely new pupil, or big, like a town without clean water.",
              "Writing task: write the moment your character first notices the problem.",
            ],
          },
          {
            slug: "many-voices",
            title: "Many voices",
            summary: "Writing characters who are different from us.",
            minutes: 12,
            paragraphs: [
              "The world is full of different people, and stories are richer when they include many voices.",
              "Before you write a character whose life is different from yours, find out about it carefully and respectfully.",
              "Writing task: write a conversation between two characters who see the problem differently.",
            ],
            teacher_note: "Link this lesson to Goal 10, Reduced Inequalities, and agree class rules for respectful writing first.",
          },
          {
            slug: "turning-points",
            title: "Turning points",
            summary: "The moment everything changes.",
            minutes: 12,
            paragraphs: [
              "A turning point is the moment your character makes a choice that changes everything.",
              "Build up to it slowly, then make it exciting with short sentences and strong verbs.",
              "Writing task: write your story's turning point in one paragraph.",
            ],
            quiz: [
              choice("q1", "What is a turning point?", ["The last word of a story", "The moment a choice changes everything", "The title"], 1, "A turning point is the moment that changes the direction of the story."),
              choice("q2", "Which makes a turning point exciting?", ["Short sentences and strong verbs", "Very long lists", "Repeating the title"], 0, "Short sentences and strong verbs speed up the pace."),
            ],
          },
        ],
      },
      {
        slug: "from-draft-to-book",
        title: "From draft to book",
        lessons: [
          {
            slug: "editing-like-an-author",
            title: "Editing like an author",
            summary: "Reading your work aloud and improving it.",
            minutes: 12,
            paragraphs: [
              "Real authors rewrite their stories many times. Read your draft aloud: where do you stumble?",
              "Check that every sentence makes sense, that you have used capital letters and full stops, and that your verbs are strong.",
              "Writing task: improve three sentences in your draft.",
            ],
          },
          {
            slug: "titles-and-covers",
            title: "Titles and covers",
            summary: "Making readers want to open your book.",
            minutes: 10,
            paragraphs: [
              "A good title makes a reader curious without giving away the ending.",
              "Your cover picture should show something important from the story.",
              "Task: try three different titles and ask a friend which one they would pick up.",
            ],
          },
          {
            slug: "sharing-your-story",
            title: "Sharing your story",
            summary: "Publishing in the school library.",
            minutes: 10,
            paragraphs: [
              "Your story is ready to share. Upload it to the school library so classmates and family can read it.",
              "Listen to feedback kindly, and give kind feedback to others: one thing you loved and one thing to try next time.",
              "Congratulations: you are an author!",
            ],
            quiz: [
              choice("q1", "Why read your draft aloud?", ["To find places that do not sound right", "To make it shorter", "Because it is the rule"], 0, "Reading aloud helps you hear where a sentence stumbles."),
              short("q2", "Write a title for your story and say why you chose it.", "A good answer gives a title that makes readers curious, with a reason."),
            ],
          },
        ],
      },
    ],
  },
  {
    id: "crs_demo_tt_reading_for_pleasure",
    slug: "teaching-reading-for-pleasure",
    kind: "teacher_training",
    title: "Teaching Reading for Pleasure",
    intro: "Build a classroom where every child chooses to read, with routines that take minutes a day.",
    description:
      "Research links reading for pleasure with children's progress across the curriculum. This self-paced course gives you practical routines: reading aloud, book talk, reading spaces and choice.\n\nEach module ends with a short reflection to discuss with colleagues.",
    subject: "Teaching practice",
    age_min: 18,
    age_max: 99,
    sdgs: [4],
    catalog_item_id: "cat_demo_training_reading",
    chapters: [
      {
        slug: "why-reading-for-pleasure",
        title: "Why reading for pleasure matters",
        lessons: [
          {
            slug: "the-evidence",
            title: "What the evidence says",
            summary: "Reading for pleasure and children's outcomes.",
            minutes: 15,
            video: true,
            video_transcript: "A spinning globe: children everywhere reading for pleasure.",
            paragraphs: [
              "Studies repeatedly find that children who read for pleasure do better in reading, writing and vocabulary, and often across other subjects too.",
              "Enjoyment is not an extra on top of teaching reading; it is part of how children become readers.",
              "In this module you will look at your own class: who reads by choice, and who does not yet?",
            ],
            teacher_note: "Complete the class reading survey before the next module.",
          },
          {
            slug: "knowing-your-readers",
            title: "Knowing your readers",
            summary: "Finding out what your pupils like to read.",
            minutes: 15,
            paragraphs: [
              "A simple survey tells you a lot: what children read at home, their favourite authors and what puts them off.",
              "Talk to reluctant readers individually. Comics, non-fiction and joke books all count as reading.",
              "Use what you learn to choose books for your classroom and your read-aloud time.",
            ],
            quiz: [
              choice("q1", "Which of these counts as reading for pleasure?", ["Only novels", "Anything a child chooses to read, including comics", "Only books from the reading scheme"], 1, "Any text a child chooses and enjoys counts."),
              short("q2", "Name one thing you will change after surveying your class.", "A good answer names a concrete change, such as new books or a new routine."),
            ],
          },
        ],
      },
      {
        slug: "routines-that-work",
        title: "Routines that work",
        lessons: [
          {
            slug: "reading-aloud-every-day",
            title: "Reading aloud every day",
            summary: "Making the class novel the best part of the day.",
            minutes: 15,
            paragraphs: [
              "Reading aloud for ten to fifteen minutes every day shows children what a fluent, expressive reader sounds like.",
              "Choose books slightly above the class's own reading level and practise the voices beforehand.",
              "Protect this time: children notice when it is the first thing to be dropped.",
            ],
          },
          {
            slug: "book-talk-and-choice",
            title: "Book talk and choice",
            summary: "Talking about books and letting children choose.",
            minutes: 15,
            paragraphs: [
              "Informal book talk, where children recommend books to each other, builds a reading community.",
              "Give real choice: a well-stocked, changing class library and time to browse.",
              "Share what you are reading yourself. Teachers who read are powerful role models.",
            ],
            quiz: [
              choice("q1", "How often should you read aloud to the class?", ["Once a term", "Every day", "Only on Fridays"], 1, "A daily read-aloud builds habit and anticipation."),
              short("q2", "Describe one routine you will start next week.", "A good answer names the routine, when it happens and how long it lasts."),
            ],
          },
        ],
      },
    ],
  },
  {
    id: "crs_demo_tt_global_goals_classroom",
    slug: "global-goals-in-the-classroom",
    kind: "teacher_training",
    title: "Bringing the Global Goals into Your Classroom",
    intro: "Plan lessons and projects that connect your curriculum to the Global Goals.",
    description:
      "A free, practical course for primary teachers. You will map the goals to the subjects you already teach, plan a cross-curricular project and help children take action safely and hopefully.\n\nNo prior knowledge of the goals is needed.",
    subject: "Teaching practice",
    age_min: 18,
    age_max: 99,
    sdgs: [4, 17],
    catalog_item_id: null,
    chapters: [
      {
        slug: "mapping-the-goals",
        title: "Mapping the goals to your curriculum",
        lessons: [
          {
            slug: "goals-you-already-teach",
            title: "Goals you already teach",
            summary: "Spotting the goals in your existing plans.",
            minutes: 15,
            paragraphs: [
              "Most primary curricula already touch the goals: habitats in science (Goals 14 and 15), maps in geography (Goal 11) and persuasive writing in English.",
              "Look at one half-term's plans and highlight every link you can find.",
              "Making the link explicit helps children see why their learning matters.",
            ],
          },
          {
            slug: "talking-about-hard-topics",
            title: "Talking about hard topics",
            summary: "Keeping conversations hopeful and safe.",
            minutes: 15,
            paragraphs: [
              "Topics like poverty and climate change can worry children. Start from what they can understand and what people are already doing.",
              "Always pair a problem with action: what is being done, and what could we do?",
              "Be ready for personal questions, and know your school's safeguarding procedures.",
            ],
            quiz: [
              choice("q1", "What helps keep conversations about hard topics hopeful?", ["Avoiding them", "Pairing each problem with action", "Showing the most upsetting pictures"], 1, "Pairing problems with action keeps children hopeful and engaged."),
              short("q2", "Which goal links most closely to a topic you teach this term?", "A good answer names a goal and a topic and explains the link."),
            ],
          },
        ],
      },
      {
        slug: "planning-a-project",
        title: "Planning a goals project",
        lessons: [
          {
            slug: "from-question-to-project",
            title: "From a question to a project",
            summary: "Letting children's questions lead.",
            minutes: 15,
            paragraphs: [
              "Strong projects start with a real question, such as 'How much food does our school waste?'",
              "Children gather evidence, present findings and suggest changes. Maths, English and science all have a place.",
              "Keep the project small enough to finish in a few weeks.",
            ],
          },
          {
            slug: "sharing-impact",
            title: "Sharing your impact",
            summary: "Celebrating what the class achieved.",
            minutes: 15,
            paragraphs: [
              "Finish with an audience: an assembly, a display, a letter to the council or a story in the school library.",
              "Measure what changed, even if it is small, and celebrate it.",
              "Connect with a partner school or charity to keep the project going (Goal 17).",
            ],
            quiz: [
              choice("q1", "Where should a strong project start?", ["With a real question", "With a worksheet", "With the answer"], 0, "A real question gives the project purpose."),
              short("q2", "Who will be the audience for your class's project?", "A good answer names a real audience and how the class will reach it."),
            ],
          },
        ],
      },
    ],
  },
];

export const DEMO_HUBS: DemoHub[] = [
  {
    slug: "climate-action",
    title: "Climate action",
    summary: "Why the planet is warming and what children can do: lessons from three courses.",
    sdgs: [7, 13],
    lessons: [
      "this-is-course/what-are-the-goals/seventeen-goals-one-world",
      "climate-heroes/a-warming-world/the-greenhouse-blanket",
      "climate-heroes/a-warming-world/signs-of-change",
      "climate-heroes/clean-energy/sun-wind-and-water",
      "water-detectives/the-water-cycle/round-and-round",
      "climate-heroes/heroes-in-action/our-climate-plan",
    ],
  },
  {
    slug: "reading-for-pleasure",
    title: "Reading for pleasure",
    summary: "Stories, storytelling and the joy of books.",
    sdgs: [4],
    lessons: [
      "storytelling-studio/story-building-blocks/beginning-middle-end",
      "storytelling-studio/story-building-blocks/characters-who-care",
      "this-is-course/what-are-the-goals/goals-in-our-school",
      "storytelling-studio/from-draft-to-book/sharing-your-story",
    ],
  },
];

export const DEMO_CHALLENGES: DemoChallenge[] = [
  {
    slug: "write-a-letter-and-change-the-world-with-upschool",
    title: "Write a Letter and Change the World",
    sdg: 17,
    brief:
      "What would you tell the whole world if it would listen? Write a letter that begins 'Dear World' about something you care about: a goal, a place, an animal or a person.\n\nYour teacher reads every letter. The best go into your school's Dear World book for everyone to read.",
    prompts: ["Start with something you love about the world.", "Say what worries you, and why.", "Finish with one thing everyone could do to help."],
    deadline_in_days: 30,
    submission: "text",
  },
  {
    slug: "plastic-free-lunchbox",
    title: "Plastic-free lunchbox",
    sdg: 12,
    brief:
      "For one day, pack a lunch with no single-use plastic at all: no cling film, no plastic bags, no plastic pots you throw away.\n\nTake a picture of your lunchbox and send it in. Tell us what you used instead.",
    prompts: ["What did you wrap your sandwich in?", "Which swap was easiest, and which was hardest?", "Could your whole class do this every Friday?"],
    deadline_in_days: 21,
    submission: "image",
  },
  {
    slug: "map-your-local-water",
    title: "Map your local water",
    sdg: 6,
    brief:
      "Where does water flow near your school? Make a map of the streams, ponds, drains and taps you can find.\n\nMark where the water is clean and where it could be cleaner, and send your map as a picture or a PDF.",
    prompts: ["Start at your school gate.", "Follow the water downhill.", "Add a key for clean and dirty water."],
    deadline_in_days: -14,
    submission: "file",
  },
];

export const DEMO_COMPREHENSION: DemoComprehension[] = [
  {
    slug: "the-lion-and-the-mouse",
    book_id: "book_demo_platform_02",
    title: "The Lion and the Mouse",
    summary: "Questions on Aesop's fable about a small friend who is a great help.",
    questions: [
      choice("q1", "Why did the lion let the mouse go?", ["The mouse promised to help him one day", "The lion was not hungry", "The mouse ran away"], 0, "The mouse promised that one day it would help the lion, and the lion laughed but let it go."),
      choice("q2", "How did the mouse help the lion?", ["It brought him food", "It chewed through the hunter's net", "It roared for help"], 1, "The mouse gnawed through the ropes of the net that trapped the lion."),
      choice("q3", "What is the lesson of the story?", ["Big animals are always strong", "A small friend can be a great help", "Never trust a mouse"], 1, "Even the smallest friend can help in a big way."),
      short("q4", "Tell of a time someone small or young helped someone bigger.", "A good answer describes a real or imagined example and connects it to the fable's lesson."),
    ],
  },
  {
    slug: "journey-to-the-rainforest",
    book_id: "book_demo_platform_04",
    title: "Journey to the Rainforest",
    summary: "Questions on the animals and people of the Amazon rainforest.",
    questions: [
      choice("q1", "Where is the Amazon rainforest?", ["South America", "Europe", "Antarctica"], 0, "The Amazon rainforest is in South America, mostly in Brazil."),
      choice("q2", "Why do rainforests matter to the whole world?", ["They store carbon and are home to many species", "They are very cold", "They have no rain"], 0, "Rainforests hold huge amounts of carbon and are home to a great many plants and animals."),
      choice("q3", "Which goal is about protecting forests?", ["Goal 15: Life on Land", "Goal 8: Decent Work and Economic Growth", "Goal 2: Zero Hunger"], 0, "Goal 15, Life on Land, includes protecting forests."),
      short("q4", "Which rainforest animal would you most like to meet, and why?", "A good answer names an animal from the book and gives a reason."),
    ],
  },
];

export const DEMO_IMPACT_FILMS: DemoImpactFilm[] = [
  {
    slug: "a-box-of-books",
    title: "A box of books",
    summary: "What 50 new books do for a classroom that had none.",
    captions: [
      { start: 0, end: 2, text: "Fifty books arrive in one box." },
      { start: 2, end: 4, text: "Every child chooses a book to take home." },
      { start: 4, end: 6, text: "Reading time is now everyone's favourite time." },
    ],
    sdgs: [4],
    project_ids: ["prj_demo_book_boxes"],
  },
  {
    slug: "light-after-dark",
    title: "Light after dark",
    summary: "Solar lamps let children read and do homework after sunset.",
    captions: [
      { start: 0, end: 3, text: "The lamp charges in the sun all day." },
      { start: 3, end: 6, text: "At night, homework happens in clean, safe light." },
    ],
    sdgs: [4, 7],
    project_ids: ["prj_demo_solar_lamps"],
  },
  {
    slug: "water-at-school",
    title: "Water at school",
    summary: "A new well and handwashing stations at Kisumu Primary.",
    captions: [
      { start: 0, end: 2, text: "No more long walks to fetch water." },
      { start: 2, end: 4, text: "Clean hands before every meal." },
      { start: 4, end: 6, text: "More time for lessons and play." },
    ],
    sdgs: [3, 6],
    project_ids: ["prj_demo_wells_kisumu", "prj_demo_handwashing"],
  },
];
